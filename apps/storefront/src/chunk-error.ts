// Apart from chunk-reload.ts, which every first load holds: only the error page asks this.

/** A script chunk of the build that failed to load (Chromium, Firefox and Safari word it differently). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}
