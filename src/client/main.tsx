// First: before any screen's module defines a zod schema.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { applyStoredTheme } from './lib/theme';
import './styles.css';

// index.html's inline script did this before the first paint; again here for `npm run dev` and for
// a page whose inline script did not run.
applyStoredTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
