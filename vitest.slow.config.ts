import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import {
  alias,
  clientSetupFiles,
  COLLECTION_TESTS,
  PGLITE_ONLY_TESTS,
  POSTGRES_ONLY_TESTS,
  sharedTest,
  SLOW_CLIENT_TESTS,
  SLOW_SERVER_TESTS,
} from './vitest.config.js';

/**
 * `npm run test:slow`: the files `npm test` leaves out for taking long (vitest.config.ts):
 * client files, each in a fresh module cache (some replace modules with vi.mock); server files on
 * PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (all but the real-collection files,
 * which run on PGlite only). CI runs it after `npm run validate`.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    ...sharedTest,
    // These files are slow by definition and run together: on a busy 2-core machine one seeded
    // test took longer than the fast tier's 30 s.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: 'client-slow', include: SLOW_CLIENT_TESTS, setupFiles: clientSetupFiles, environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'pglite-slow',
          include: SLOW_SERVER_TESTS,
          exclude: POSTGRES_ONLY_TESTS,
          env: { TEST_DB: 'pglite' },
          isolate: false,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres-slow',
                include: SLOW_SERVER_TESTS.filter((file) => file.startsWith('tests/api/')),
                exclude: [...COLLECTION_TESTS, ...PGLITE_ONLY_TESTS],
                env: { TEST_DB: 'postgres' },
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});
