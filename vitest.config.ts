import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src/client', import.meta.url)) };
const serverTests = ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'];

/**
 * `npm test`: every test that needs no browser. Server tests run on PGlite, and a second
 * time on PostgreSQL when TEST_DATABASE_URL is set (tests/setup/global-setup.ts).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/vitest-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'pglite', include: serverTests, env: { TEST_DB: 'pglite' } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: 'postgres', include: serverTests, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
