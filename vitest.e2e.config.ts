import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys share one server and one database, so their order is fixed: files that only
 * read come first, then those that change popularity (opening prompts), and the submit
 * journey, which inserts prompts (new "newest" items), and the admin journeys (the first admin,
 * imports, ads shown on every page) run last. Unknown files run before them, alphabetically.
 */
const ORDER = ['browse', 'search-filters', 'prompt-detail', 'layout-a11y', 'static-and-404'];
const LAST = ['submit', 'admin'];

function rank(file: string): number {
  const name = path.basename(file).replace(/\.e2e\.ts$/, '');
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
    sequence: { sequencer: JourneySequencer },
  },
});
