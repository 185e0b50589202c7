import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys run in two groups, each against its own server and database, side by side
 * (scripts/e2e.mjs): a speed measure only. Within a group the files share one server and run
 * one after another, in any order: every file makes the prompts, accounts and ads it needs
 * (tests/e2e/helpers.ts: createPrompts, uniqueWord; one account per file in global-setup.ts)
 * and takes them away again after it, so the fixtures are all another file ever sees.
 *
 * `readers` mostly read the fixtures; `writers` sign up, comment, submit and administer. A new
 * journey goes to `readers` unless named in `writers`.
 */
export const E2E_GROUPS = {
  readers: [
    'browse',
    'search-filters',
    'prompt-detail',
    'static-and-404',
    'cards',
    'people',
    'prompt-page',
    'theme',
    'first-page',
    'exports',
    'server-render',
  ],
  writers: ['layout-a11y', 'accounts', 'community', 'submit', 'admin', 'api-keys'],
} as const;
export type E2EGroup = keyof typeof E2E_GROUPS;

const group = process.env.E2E_GROUP as E2EGroup | undefined;
if (group && !(group in E2E_GROUPS)) throw new Error(`E2E_GROUP must be one of ${Object.keys(E2E_GROUPS).join(', ')}`);
const writerFiles = E2E_GROUPS.writers.map((name) => `tests/e2e/${name}.e2e.ts`);

/**
 * `E2E_ORDER=reverse` runs the files in reverse order of their names, `E2E_ORDER=shuffle` in a
 * random one (the journeys of a file keep their order): ways to check that no journey depends
 * on another file having run before it.
 */
class ReverseSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => b.moduleId.localeCompare(a.moduleId));
  }
}

function order(name: string | undefined) {
  if (name === 'reverse') return { sequencer: ReverseSequencer };
  // The seed is printed at the start of the run (vitest), to repeat an order.
  if (name === 'shuffle') return { shuffle: { files: true, tests: false } };
  if (name) throw new Error('E2E_ORDER must be reverse or shuffle');
  return {};
}

/**
 * `npm run test:e2e`: browser journeys through playwright-core in Debian's Chromium, against
 * the built site served by the real server on a fixture database (tests/e2e/global-setup.ts).
 * Within a run, files go one after another: they share one server. E2E_GROUP picks a group
 * (scripts/e2e.mjs runs both at once); without it, every file runs on one server.
 */
export default defineConfig({
  test: {
    include: group === 'writers' ? writerFiles : ['tests/e2e/**/*.e2e.ts'],
    exclude: group === 'readers' ? writerFiles : [],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
    sequence: order(process.env.E2E_ORDER),
  },
});
