/** Helpers for the community API tests: signed-in requests, admins, error bodies. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from './setup/test-app';
import { signUp, type Session } from './auth-helpers';
import type { Role } from '../src/shared/constants';

export type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };

export const readJson = async <T>(res: Response) => (await res.json()) as T;

/** A request as `session` (or as a visitor when session is null). */
export const as = (ctx: TestContext, session: Session | null) => (method: string, path: string, body?: unknown) =>
  ctx.api(method, path, body, session ? { Cookie: session.cookie } : {});

/** There is no admin API yet: an admin is a user whose role is set in the database. */
export async function signUpWithRole(ctx: TestContext, role: Role, name = ''): Promise<Session> {
  const session = await signUp(ctx, { name });
  await ctx.handle.db.execute(sql`update users set role = ${role} where id = ${session.userId}`);
  return session;
}

/** Asserts a 400 validation error whose message (and the field's errors) mention `message`. */
export async function expect400(res: Response, message: string | RegExp, field?: string) {
  expect(res.status).toBe(400);
  const { error } = await readJson<ErrorBody>(res);
  expect(error.code).toMatch(/validation_error|bad_request/);
  expect(error.message).toMatch(message);
  if (field) expect(error.fieldErrors?.[field]?.length).toBeGreaterThan(0);
  return error;
}

export async function expectError(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const { error } = await readJson<ErrorBody>(res);
  if (message) expect(error.message).toMatch(message);
  return error;
}
