/** Sign up / sign in through the real better-auth endpoints and keep the session cookie. */
import type { TestContext } from './setup/test-app';
import { UsernameSchema } from '../src/shared/usernames';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

export type Session = { cookie: string; userId: string; email: string };

function sessionCookie(res: Response): string {
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return cookies.filter((c) => !c.endsWith('=')).join('; ');
}

/** A valid username nobody else in the test run has (3-30 of letters, digits, - and _). */
export const uniqueUsername = (prefix = 'member') => `${prefix}-${Date.now().toString(36)}-${++counter}`.slice(0, 30);

export async function signUp(
  ctx: TestContext,
  options: { email?: string; password?: string; name?: string; username?: string } = {},
): Promise<Session> {
  const email = options.email ?? uniqueEmail();
  const res = await ctx.api('POST', '/api/auth/sign-up/email', {
    email,
    password: options.password ?? 'correct horse battery',
    name: options.name ?? '',
    // A name that can be a username is also the username (tests read it back as the author).
    username:
      options.username ??
      (options.name && UsernameSchema.safeParse(options.name).success ? options.name : uniqueUsername()),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { cookie: sessionCookie(res), userId: body.user.id, email };
}

export async function signIn(ctx: TestContext, email: string, password = 'correct horse battery') {
  const res = await ctx.api('POST', '/api/auth/sign-in/email', { email, password });
  return { res, cookie: sessionCookie(res) };
}
