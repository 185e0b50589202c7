/**
 * Which paths the single-page app answers. The server uses this to send the app shell with
 * status 200 for real screens and 404 for everything else (the client shows the 404 page
 * either way, but crawlers and link checkers see the right status).
 */
const SPA_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/prompts\/?$/,
  /^\/tag\/[^/]+\/?$/,
  /^\/category\/[^/]+\/?$/,
  /^\/prompt\/[^/]+\/?$/,
  /^\/(submit|login|reset-password|about|privacy|create-guide|contact|my-prompts|saved|account)\/?$/,
  /^\/admin(\/(users|ads|create|prompts|settings))?\/?$/,
];

export function isSpaRoute(pathname: string): boolean {
  return SPA_ROUTES.some((re) => re.test(pathname));
}

/** `/prompt/123` -> 123 */
export function promptIdFromPath(pathname: string): number | null {
  const match = /^\/prompt\/(\d{1,10})\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
