import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('settles in a later task, not among the current task’s microtasks', async () => {
    let settled = false;
    void nextTask().then(() => (settled = true));
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(settled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });
});
