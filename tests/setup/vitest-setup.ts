// Testing Library matchers (toBeInTheDocument, …) for client tests; harmless in node tests.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// Lazily loaded components (filter panel, dialogs) import their chunk on first render; on a
// busy 2-core CI machine that can take longer than the 1 s default of findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

// The server's access and error lines (lib/logger.ts) would bury the test report; the logging
// tests (tests/api/logging.test.ts) read them through a logger of their own.
process.env.LOG_LEVEL ??= 'silent';
