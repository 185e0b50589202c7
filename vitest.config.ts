import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const alias = { '@': fileURLToPath(new URL('./src/client', import.meta.url)) };
const clientTests = ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'];
/**
 * Client files that run with a module cache of their own: those that replace modules with
 * vi.mock (a mocked module would leak into the next file, or the real one, already loaded by an
 * earlier file, would be used instead), and those marked `// vitest: own module state` (they
 * test a module's first state). Found by reading the files, so a new one cannot be forgotten.
 */
function ownModuleTests(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ownModuleTests(file);
    if (!/\.test\.tsx?$/.test(entry.name)) return [];
    const text = fs.readFileSync(file, 'utf8');
    return text.includes('vi.mock(') || text.includes('// vitest: own module state') ? [file] : [];
  });
}
const root = fileURLToPath(new URL('.', import.meta.url));
const clientMockTests = ownModuleTests(path.join(root, 'src/client')).map((file) => path.relative(root, file));
const serverTests = ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * The real-collection files: they import and seed the four collections of seed/ (a minute
 * each). Their SQL is the same as the API tests' that run on both engines, so they run on PGlite
 * only.
 */
export const COLLECTION_TESTS = ['tests/api/**/*.collections.test.ts'];
/**
 * The slow tier (`npm run test:slow`, vitest.slow.config.ts): the real-collection files and the
 * other files that take more than about 10 s on a quiet 2-core machine (timed with vitest's JSON
 * reporter), matched by name wherever they live. CI runs it after `npm run validate`; `npm test`
 * leaves it out.
 */
export const SLOW_SERVER_TESTS = [
  ...COLLECTION_TESTS,
  // Seeds the real collections into an embedded database and analyzes it.
  'tests/api/seed.test.ts',
  'src/server/**/seed-data.test.ts',
  // Back up, restore and move whole embedded databases (decision 026).
  'tests/api/data-backup.test.ts',
  'tests/api/data-move.test.ts',
];
export const SLOW_CLIENT_TESTS = [
  'src/client/**/submit-page.test.tsx',
  'src/client/**/browse-page.test.tsx',
  'src/client/**/admin-ads-page.test.tsx',
  'src/client/**/admin-prompts-page.test.tsx',
  'src/client/**/admin-users-page.test.tsx',
  'src/client/**/prompt-page-use.test.tsx',
];

/** Settings both tiers share (vitest.slow.config.ts extends them). */
export const sharedTest = {
  globalSetup: ['tests/setup/global-setup.ts'],
  setupFiles: ['tests/setup/vitest-setup.ts'],
  // vitest's default is one worker on a 2-core machine (cores - 1), which runs every file in
  // turn; most of a server test's time is spent waiting on its database, so three overlap well.
  maxWorkers: 3,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** Client tests also answer the page's fetch calls with MSW (tests/setup/msw.ts). */
export const clientSetupFiles = [...sharedTest.setupFiles, 'tests/setup/msw-setup.ts'];

/**
 * Files that run on PGlite only: the SQL snapshots record the statements Drizzle sends, which are
 * the same text on both engines (the PostgreSQL copies of the API tests run that SQL).
 */
export const PGLITE_ONLY_TESTS = [
  'tests/api/sql-snapshots.test.ts',
  // Backups of the embedded database (decision 026): PGlite folders whichever the engine.
  'tests/api/data-backup.test.ts',
];
/** Files that need TEST_DATABASE_URL: the move of an embedded site to PostgreSQL (decision 026). */
export const POSTGRES_ONLY_TESTS = ['tests/api/data-move.test.ts'];

/**
 * `npm test`, the fast tier: every test that needs no browser, except the slow files above.
 * Server tests run on PGlite, and a second time on PostgreSQL when TEST_DATABASE_URL is set
 * (tests/setup/global-setup.ts); the PostgreSQL project runs what touches the database
 * (tests/api; src/server's tests are pure).
 * Server test files share their workers' module cache (isolate: false): each file makes its own
 * app and database, and re-importing the server for every file cost a third of the run.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    ...sharedTest,
    projects: [
      // Client files share their workers' module cache too, except those that replace modules
      // with vi.mock: a mocked module would leak into the next file.
      {
        extends: true,
        test: {
          name: 'client',
          include: clientTests,
          exclude: [...clientMockTests, ...SLOW_CLIENT_TESTS],
          setupFiles: clientSetupFiles,
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client-mocks',
          include: clientMockTests,
          exclude: SLOW_CLIENT_TESTS,
          setupFiles: clientSetupFiles,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: serverTests,
          exclude: [...SLOW_SERVER_TESTS, ...POSTGRES_ONLY_TESTS],
          env: { TEST_DB: 'pglite' },
          isolate: false,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['tests/api/**/*.test.ts'],
                exclude: [...SLOW_SERVER_TESTS, ...PGLITE_ONLY_TESTS],
                env: { TEST_DB: 'postgres' },
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});
