// Testing Library matchers (toBeInTheDocument, …) for client tests; harmless in node tests.
import '@testing-library/jest-dom/vitest';
