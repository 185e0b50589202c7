// The client projects' network fake (tests/setup/msw.ts): listening for the whole file, its
// answers cleared after every test, as each test describes the API it needs.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mswServer } from './msw';

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  mswServer.resetHandlers();
  mswServer.events.removeAllListeners();
});
afterAll(() => mswServer.close());

/**
 * sonner removes a closed toast 200 ms later (a timer in its module, which client files share:
 * isolate: false). Should that timer outlive a file's jsdom, React finds no `window` and the
 * run reports an uncaught error in whichever file runs then. A jsdom file waits it out first.
 */
const SONNER_REMOVE_MS = 200;
afterAll(async () => {
  if (typeof window !== 'undefined') await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVE_MS + 50));
});
