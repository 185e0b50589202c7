import { useEffect } from 'react';

/** Set `document.title` while the screen shows (skipped while `title` is null). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
