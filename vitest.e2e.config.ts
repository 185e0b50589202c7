import { defineConfig } from 'vitest/config';

/**
 * `npm run test:e2e`: browser journeys through playwright-core in Debian's Chromium, against
 * the built site served by the real server on a fixture database (tests/e2e/global-setup.ts).
 * Files run one after another: they share one server, and the machine has two cores.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
