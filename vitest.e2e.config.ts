import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys run in two groups, each against its own server and database, side by side
 * (scripts/e2e.mjs). Within a group the files share one server, so their order is fixed: files
 * that only read come first, then those that change popularity (opening prompts), and the submit
 * journey, which inserts prompts (new "newest" items), and the admin journeys (the first admin,
 * imports, ads shown on every page) run last. Unknown files run before them, alphabetically.
 *
 * `readers` mostly read the fixtures; `writers` sign up, comment, submit and administer. A new
 * journey goes to `readers` unless named in `writers`.
 */
export const E2E_GROUPS = {
  readers: ['browse', 'search-filters', 'prompt-detail', 'static-and-404', 'cards', 'people', 'prompt-page', 'theme'],
  writers: ['layout-a11y', 'accounts', 'community', 'submit', 'admin'],
} as const;
export type E2EGroup = keyof typeof E2E_GROUPS;

const ORDER = ['browse', 'search-filters', 'prompt-detail', 'layout-a11y', 'static-and-404'];
const LAST = ['submit', 'admin'];

const journeyName = (file: string) => path.basename(file).replace(/\.e2e\.ts$/, '');
const group = process.env.E2E_GROUP as E2EGroup | undefined;
if (group && !(group in E2E_GROUPS)) throw new Error(`E2E_GROUP must be one of ${Object.keys(E2E_GROUPS).join(', ')}`);
const writerFiles = E2E_GROUPS.writers.map((name) => `tests/e2e/${name}.e2e.ts`);

function rank(file: string): number {
  const name = journeyName(file);
  if (LAST.includes(name)) return 1000 + LAST.indexOf(name);
  const i = ORDER.indexOf(name);
  return i === -1 ? 500 : i;
}

class JourneySequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => rank(a.moduleId) - rank(b.moduleId) || a.moduleId.localeCompare(b.moduleId));
  }
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
    sequence: { sequencer: JourneySequencer },
  },
});
