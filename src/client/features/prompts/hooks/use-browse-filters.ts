import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { browseHref, parseBrowseState, toPromptFilters, type BrowseFilterValues, type BrowseState } from './browse-url';
import type { PromptFilters } from '../api/prompts';

export type BrowseFilters = BrowseState & {
  /** What is sent to the server (effective sort included). */
  promptFilters: PromptFilters;
  /** Merge `patch` into the current values and move to the matching address (the hash is kept). */
  updateFilters: (patch: Partial<BrowseFilterValues>, options?: { replace?: boolean }) => void;
};

/** Browse filter state read from (and written to) the address. */
export function useBrowseFilters(): BrowseFilters {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();

  const state = useMemo(
    () =>
      parseBrowseState(
        { tagName: params.tagName, categoryName: params.categoryName },
        location.pathname,
        new URLSearchParams(location.search),
      ),
    [params.tagName, params.categoryName, location.pathname, location.search],
  );
  const promptFilters = useMemo(() => toPromptFilters(state.values), [state.values]);

  const { hash } = location;
  const updateFilters = useCallback(
    (patch: Partial<BrowseFilterValues>, options?: { replace?: boolean }) => {
      const next = browseHref({ ...state.values, ...patch }, state.path);
      // The hash is kept, so an open prompt stays open.
      navigate({ ...next, hash }, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [navigate, state.values, state.path, hash],
  );

  return { ...state, promptFilters, updateFilters };
}
