export { RatingDistribution, type RatingDistributionProps, type RatingDistributionRow } from './RatingDistribution';
export { ratingShares } from './shares';
