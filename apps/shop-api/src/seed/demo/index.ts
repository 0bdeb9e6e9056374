export type * from './types';
export {
  demoCatalogue,
  demoCategories,
  demoColors,
  demoDeliveryMethods,
  demoPaymentMethods,
  demoProducts,
  demoPromoCodes,
  demoReviews,
  demoSizeCharts,
  demoSizes,
} from './catalogue';
export { demoContentPages, demoRedirectRules, demoSettings } from './content';
export { generateCatalogue, type GenerateOptions } from './generate';
export { garmentSvg, renderGarmentImage } from './images';
export { garmentShapes, shapeTypeNames, variantDimensions, type VariantDimensions } from './shapes';
export { hashString, mulberry32 } from './random';
