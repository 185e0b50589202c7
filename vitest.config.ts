import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src/client', import.meta.url)) };
const clientTests = ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'];
const clientMockTests = [
  'src/client/features/account/login-page.test.tsx',
  'src/client/features/account/account-page.test.tsx',
  'src/client/features/account/email-verified-notice.test.tsx',
  'src/client/features/account/two-factor-section.test.tsx',
  'src/client/features/account/reset-password-page.test.tsx',
  'src/client/features/prompts/submit/submit-page.test.tsx',
  'src/client/app/layout/site-header.test.tsx',
  'src/client/features/prompts/components/prompt-card.test.tsx',
];
const serverTests = ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'];
/**
 * The PostgreSQL project runs what touches the database (tests/api; src/server's tests are pure)
 * except the real-collection files (*.collections.test.ts): they import and seed the four
 * collections of seed/ (a minute each), and their SQL is the same as the API tests' that run on
 * both engines.
 */
const postgresTests = { include: ['tests/api/**/*.test.ts'], exclude: ['tests/api/**/*.collections.test.ts'] };

/**
 * `npm test`: every test that needs no browser. Server tests run on PGlite, and a second
 * time on PostgreSQL when TEST_DATABASE_URL is set (tests/setup/global-setup.ts).
 * Server test files share their workers' module cache (isolate: false): each file makes its own
 * app and database, and re-importing the server for every file cost a third of the run.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/vitest-setup.ts'],
    // vitest's default is one worker on a 2-core machine (cores - 1), which runs every file in
    // turn; most of a server test's time is spent waiting on its database, so three overlap well.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // Client files share their workers' module cache too, except those that replace modules
      // with vi.mock: a mocked module would leak into the next file.
      {
        extends: true,
        test: { name: 'client', include: clientTests, exclude: clientMockTests, environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: { name: 'client-mocks', include: clientMockTests, environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'pglite', include: serverTests, env: { TEST_DB: 'pglite' }, isolate: false },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', ...postgresTests, env: { TEST_DB: 'postgres' }, isolate: false },
            },
          ]
        : []),
    ],
  },
});
