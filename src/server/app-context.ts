import type { Database } from './db/client';
import type { Env } from './env';
import type { RateLimitRule } from './lib/rate-limit';
import type { Auth } from './auth/auth';
import type { Mailer } from './lib/mailer';
import type { Logger } from './lib/logger';

export type AppDeps = {
  db: Database;
  env: Pick<Env, 'baseUrl' | 'TRUST_PROXY'>;
  /** Signs form tokens (and, later, sessions). Generated per installation, never shipped. */
  secret: string;
  /** Submissions per address, edits per user (lib/rate-limit.ts). */
  rateLimits: {
    submitPrompt: RateLimitRule;
    editPrompt: RateLimitRule;
    /** Requests per API key (and anonymous MCP calls per address); API_KEY_LIMIT_PER_MINUTE. */
    apiKey?: RateLimitRule;
  };
  auth: Auth;
  mailer: Mailer;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** This request's id (lib/request-log.ts). */
    requestId: string;
    /** The process's logger with this request's id on every line. */
    log: Logger;
  };
};
