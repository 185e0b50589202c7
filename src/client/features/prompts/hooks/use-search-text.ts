import { useEffect, useEffectEvent, useState } from 'react';
import { appliedSearchText } from './browse-url';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box's text, applied after a short pause. Text of one character is
 * not applied (docs/product.md: search applies with 2+ characters, or when empty). When the
 * applied query changes from outside (back button, a link), the box follows.
 */
export function useSearchText(appliedQuery: string, applyQuery: (query: string) => void) {
  const [text, setText] = useState(appliedQuery);
  const [lastApplied, setLastApplied] = useState(appliedQuery);

  // Adjust state while rendering (https://react.dev/learn/you-might-not-need-an-effect).
  if (appliedQuery !== lastApplied) {
    setLastApplied(appliedQuery);
    if (appliedSearchText(text) !== appliedQuery) setText(appliedQuery);
  }

  const apply = useEffectEvent((query: string) => applyQuery(query));
  const pending = appliedSearchText(text);

  useEffect(() => {
    if (pending === appliedQuery) return;
    const timer = window.setTimeout(() => apply(pending), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, appliedQuery]);

  /** Apply now (Enter in the search box). */
  const flush = () => {
    if (pending !== appliedQuery) applyQuery(pending);
  };

  return { text, setText, flush };
}
