import type { Database } from './db/client';
import type { Env } from './env';
import type { RateLimitRule } from './lib/rate-limit';
import type { Auth } from './auth/auth';
import type { Mailer } from './lib/mailer';

export type AppDeps = {
  db: Database;
  env: Pick<Env, 'baseUrl' | 'TRUST_PROXY'>;
  /** Signs form tokens (and, later, sessions). Generated per installation, never shipped. */
  secret: string;
  /** Submissions per address, edits per user (lib/rate-limit.ts). */
  rateLimits: { submitPrompt: RateLimitRule; editPrompt: RateLimitRule };
  auth: Auth;
  mailer: Mailer;
};

export type AppEnv = { Variables: { deps: AppDeps } };
