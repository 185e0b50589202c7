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
