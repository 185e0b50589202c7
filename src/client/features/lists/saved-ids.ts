/**
 * The ids of every prompt the user saved (GET /api/me/saved), for the card bookmark. Kept
 * tiny: it ships with the home page.
 */
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { endpoints } from '../../../shared/api/endpoints';

export const savedIdsKey = ['me', 'saved'] as const;

export function useSavedPromptIds(enabled: boolean): ReadonlySet<number> {
  const { data } = useQuery({
    queryKey: savedIdsKey,
    queryFn: () => apiCall(endpoints.mySavedIds).then((r) => new Set(r.promptIds)),
    enabled,
    staleTime: 30_000,
  });
  return enabled && data ? data : EMPTY;
}

const EMPTY: ReadonlySet<number> = new Set();
