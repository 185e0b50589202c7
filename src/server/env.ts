/**
 * The environment, parsed once at start-up (docs/architecture.md#tests): a bad value stops the
 * process with a message that says which variable is wrong.
 */
import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS } from './lib/logger';

const optionalText = z
  .string()
  .optional()
  .transform((s) => (s && s.trim() ? s.trim() : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  BASE_URL: optionalText.pipe(z.url('BASE_URL must be a full URL such as https://prompts.example.com').optional()),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional()),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  SEED: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  /** Submissions per address and edits per user, each an hour. */
  WRITE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Requests a minute per API key, and anonymous MCP calls a minute per address. */
  API_KEY_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** The short-lived cache of public reads (lib/read-cache.ts); `false` answers every read from the database. */
  READ_CACHE: z.enum(['true', 'false']).default('true'),
  /** The least severe log lines written (lib/logger.ts). */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

/** Every setting's name (the README's Environment table and .env.example name each one). */
export const ENV_SETTINGS = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

export type Env = z.infer<typeof EnvSchema> & { baseUrl: string; dataDir: string };

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
  };
}
