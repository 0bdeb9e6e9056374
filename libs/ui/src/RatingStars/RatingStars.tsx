import styled from 'styled-components';

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.ink};
  letter-spacing: 0.1em;
`;

export interface RatingStarsProps {
  /** Whole stars, 0 to `max`. */
  rating: number;
  /** The rating in words, already translated ("Rated 4 out of 5"): the stars themselves are not read. */
  label: string;
  max?: number;
}

/** ★★★★☆ for 4 of 5: an image named by its rating in words. */
export function RatingStars({ rating, label, max = 5 }: RatingStarsProps) {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <Stars role="img" aria-label={label}>
      {'★'.repeat(filled) + '☆'.repeat(max - filled)}
    </Stars>
  );
}
