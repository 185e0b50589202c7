/** Names of the throwaway databases made from TEST_DATABASE_URL. */
export function templateDatabaseUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  const base = url.pathname.slice(1) || 'postgres';
  url.pathname = `/${base}_pc${process.pid}_tpl`;
  return url.toString();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
