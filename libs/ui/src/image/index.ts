export { optimizedImage, responsiveImage } from './image';
