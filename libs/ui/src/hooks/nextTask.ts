/**
 * Settles in a task of its own (a zero timeout), so the work before it and the work after it are
 * two tasks, not one long one: Lighthouse counts what a task runs beyond 50 ms.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
