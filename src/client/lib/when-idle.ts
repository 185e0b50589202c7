/**
 * Runs `run` once the browser is idle (at the latest after 2 s), or after 200 ms where there is
 * no requestIdleCallback: for code a screen loads after it is up, so that it does not compete
 * with the first paint and hydration.
 */
export const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 2000 })
    : window.setTimeout(run, 200);
