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
  /^\/(submit|login|reset-password|about|privacy|create-guide|contact|assistants|my-prompts|saved|account)\/?$/,
  /^\/admin(\/(users|ads|create|prompts|settings|api-keys|audit))?\/?$/,
  // Profiles: an unknown name still gets the shell, with 404 (site.routes.ts asks the database).
  /^\/u\/[^/]+\/?$/,
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

/** `/tag/{tag}` and `/category/{name}`: the filter the path names (decoded, tag lowercased); null elsewhere or when malformed. */
export function browseFilterFromPath(
  pathname: string,
): { kind: 'tag'; tag: string } | { kind: 'category'; name: string } | null {
  const match = /^\/(tag|category)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let value: string;
  try {
    value = decodeURIComponent(match[2]!).trim();
  } catch {
    return null;
  }
  if (!value) return null;
  return match[1] === 'tag' ? { kind: 'tag', tag: value.toLowerCase() } : { kind: 'category', name: value };
}
