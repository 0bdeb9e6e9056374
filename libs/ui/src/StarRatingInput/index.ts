export { StarRatingInput, type StarRatingInputProps } from './StarRatingInput';
