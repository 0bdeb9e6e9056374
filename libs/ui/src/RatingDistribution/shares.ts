/**
 * Whole percentages of `counts` that add up to exactly 100 (largest remainder): 2, 1 and 0 of 3
 * read 67 %, 33 % and 0 %, never 67 + 33 + 1. All zero gives all zero.
 */
export function ratingShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + Math.max(0, count), 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (Math.max(0, count) / total) * 100);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  // The shares with the largest fractions get the points rounding down lost, ties to the first.
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
