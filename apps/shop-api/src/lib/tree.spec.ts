import { describe, expect, it } from 'vitest';
import { ancestry } from './tree';

const node = (id: number, parent_id: number | null) => ({ id, parent_id });

describe('ancestry', () => {
  it('walks from a node up to the root, nearest first', () => {
    const nodes = [node(1, null), node(6, 1), node(20, 6), node(2, null)];
    expect(ancestry(nodes, 20).map((entry) => entry.id)).toEqual([20, 6, 1]);
    expect(ancestry(nodes, 2).map((entry) => entry.id)).toEqual([2]);
  });

  it('answers nothing for an unknown node and stops at an unknown parent', () => {
    expect(ancestry([node(1, null)], 9)).toEqual([]);
    expect(ancestry([node(5, 99)], 5).map((entry) => entry.id)).toEqual([5]);
  });

  it('stops at a cycle instead of looping', () => {
    expect(ancestry([node(1, 2), node(2, 1)], 1).map((entry) => entry.id)).toEqual([1, 2]);
  });
});
