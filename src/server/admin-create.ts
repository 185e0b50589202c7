/**
 * `npm run admin:create -- --email E --password P [--username NAME]`: creates the first admin
 * (super_admin) in the configured database (DATA_DIR or DATABASE_URL), like /admin/create.
 * Refused when an admin exists already. No email or password has a default.
 */
import { parseArgs } from 'node:util';
import { parseEnv } from './env';
import { openAppDatabase } from './db/open';
import { loadAppSecret } from './db/secrets';
import { createAuth } from './auth/auth';
import { createLogMailer } from './lib/mailer';
import { AppError } from './errors';
import { AdminSetupSchema } from '../shared/admin-schemas';
import { createFirstAdmin } from './features/admin/setup.service';

const USAGE = 'Usage: npm run admin:create -- --email you@example.com --password "a long password" [--username Name]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const parsed = AdminSetupSchema.safeParse({
    email: values.email,
    password: values.password,
    username: values.username,
  });
  if (!parsed.success) {
    console.error(
      `${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n')}\n${USAGE}`,
    );
    return 2;
  }
  const env = parseEnv();
  const handle = await openAppDatabase(env);
  try {
    const secret = await loadAppSecret(handle.db, env.AUTH_SECRET);
    const auth = createAuth({ db: handle.db, baseUrl: env.baseUrl, secret, mailer: createLogMailer() });
    const admin = await createFirstAdmin({ db: handle.db, auth }, parsed.data);
    console.log(`Created super admin ${admin.email}. Sign in at ${env.baseUrl}/login`);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(
        err.code === 'conflict' && err.message === 'Admin user already exists'
          ? 'Admin user already exists: an admin can promote users from /admin/users instead.'
          : err.message,
      );
      return 1;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('[admin:create] failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
