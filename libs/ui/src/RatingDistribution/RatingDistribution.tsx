import { VisuallyHidden } from '../VisuallyHidden';
import { DistributionBar, DistributionFigure, DistributionList, DistributionRow } from './RatingDistribution.styles';
import { ratingShares } from './shares';

export interface RatingDistributionRow {
  /** The star rating of the row, 5 to 1. */
  stars: number;
  count: number;
  /** The row as a sentence, already translated ("5 stars: 11 reviews, 73%"): what a screen reader reads. */
  label: string;
}

export interface RatingDistributionProps {
  /** The list's accessible name, already translated ("Reviews per rating"). */
  label: string;
  /** One row per rating, in the order shown (usually 5 to 1). */
  rows: readonly RatingDistributionRow[];
}

/**
 * How the reviews spread over the star ratings: a bar per rating with its count and share. Each
 * row's sentence is its text for assistive technology; the stars, bar and figures are drawn for
 * the eye only.
 */
export function RatingDistribution({ label, rows }: RatingDistributionProps) {
  const shares = ratingShares(rows.map((row) => row.count));
  return (
    <DistributionList aria-label={label}>
      {rows.map((row, index) => (
        <DistributionRow key={row.stars}>
          <VisuallyHidden>{row.label}</VisuallyHidden>
          <span aria-hidden="true">{row.stars} ★</span>
          <DistributionBar aria-hidden="true" $share={shares[index] ?? 0} />
          <DistributionFigure aria-hidden="true">
            {row.count} · {shares[index] ?? 0}%
          </DistributionFigure>
        </DistributionRow>
      ))}
    </DistributionList>
  );
}
