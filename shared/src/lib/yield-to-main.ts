/**
 * Ends the current task so the browser can paint and answer input: a page's start (the host's steps, a route's
 * loaders) is a chain of steps that would otherwise run as one long task on a slow phone.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
