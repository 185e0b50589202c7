/** Sign up / sign in through the real better-auth endpoints and keep the session cookie. */
import type { TestContext } from './setup/test-app';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

export type Session = { cookie: string; userId: string; email: string };

function sessionCookie(res: Response): string {
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return cookies.filter((c) => !c.endsWith('=')).join('; ');
}

export async function signUp(ctx: TestContext, options: { email?: string; password?: string; name?: string } = {}): Promise<Session> {
  const email = options.email ?? uniqueEmail();
  const res = await ctx.api('POST', '/api/auth/sign-up/email', {
    email,
    password: options.password ?? 'correct horse battery',
    name: options.name ?? '',
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { cookie: sessionCookie(res), userId: body.user.id, email };
}

export async function signIn(ctx: TestContext, email: string, password = 'correct horse battery') {
  const res = await ctx.api('POST', '/api/auth/sign-in/email', { email, password });
  return { res, cookie: sessionCookie(res) };
}
