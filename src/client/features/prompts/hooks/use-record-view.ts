import { useEffect, useRef } from 'react';
import { recordPromptView } from '../api/prompts';

/**
 * Opening a prompt raises its popularity by 1: once per opening, after the
 * prompt has loaded (so unknown ids are not posted). Pass null when closed, so
 * opening the same prompt again counts again. The ref also absorbs StrictMode's
 * second effect run.
 */
export function useRecordView(loadedId: number | null) {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (loadedId === null) {
      recorded.current = null;
      return;
    }
    if (recorded.current === loadedId) return;
    recorded.current = loadedId;
    recordPromptView(loadedId);
  }, [loadedId]);
}
