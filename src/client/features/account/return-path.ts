/**
 * Where to go after signing in: back to the screen that sent the user here (`state.from`, set by
 * the signed-in-only and admin screens), else home. Only paths of this site are followed.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : '/';
}
