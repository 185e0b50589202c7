// Testing Library matchers (toBeInTheDocument, …) for client tests; harmless in node tests.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// Lazily loaded components (filter panel, dialogs) import their chunk on first render; on a
// busy 2-core CI machine that can take longer than the 1 s default of findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });
