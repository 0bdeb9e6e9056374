// The public API of @shop/ui: the shop's design tokens and the components built on them.
export * from './theme';
export * from './Icon';
export * from './Button';
export * from './IconButton';
export * from './Container';
export * from './VisuallyHidden';
export * from './SkipLink';
export * from './Modal';
export * from './Disclosure';
export * from './Logo';
export * from './Prose';
export * from './ErrorState';
export * from './Spinner';
export * from './LoadingVeil';
export * from './Notice';
export * from './Field';
export * from './TextField';
export * from './Select';
export * from './TextArea';
export * from './Checkbox';
export * from './RadioCard';
export * from './RatingStars';
export * from './RatingDistribution';
export * from './LikeButton';
export * from './StarRatingInput';
export * from './image';
export { useHydrated } from './hooks/useHydrated';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { lazyWithPreload } from './hooks/lazyWithPreload';
export {
  CHUNK_RELOAD_GAP_MS,
  MODULE_FETCH_FAILURE,
  isStylesheetPreloadError,
  mayReloadForChunkError,
  reloadForMissingChunk,
} from './hooks/missingChunk';
