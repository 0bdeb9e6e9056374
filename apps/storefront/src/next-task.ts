interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Settles in a task of its own, so the work before it and the work after it are two tasks, not one
 * long one (Lighthouse counts what a task runs beyond 50 ms). `scheduler.yield()` where the browser
 * has it: its continuation comes before other waiting tasks; else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
