import { describe, expect, it } from 'vitest';
import { ratingShares } from './shares';

describe('ratingShares', () => {
  it('gives whole percentages that add up to 100', () => {
    expect(ratingShares([2, 1, 0])).toEqual([67, 33, 0]);
    expect(ratingShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(ratingShares([11, 2, 0, 1, 0])).toEqual([79, 14, 0, 7, 0]);
  });

  it('gives the rounding points to the largest remainders', () => {
    // 1/7 = 14.29 %, 6/7 = 85.71 %: the second takes the lost point.
    expect(ratingShares([1, 6])).toEqual([14, 86]);
  });

  it('answers all zero without reviews, and ignores negative counts', () => {
    expect(ratingShares([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
    expect(ratingShares([-3, 2])).toEqual([0, 100]);
  });
});
