export {
  IMAGE_FORMAT,
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
  optimizedImage,
  responsiveImage,
  type ImageQuality,
  type ImageWidth,
  type ResponsiveImageWidth,
} from './image';
