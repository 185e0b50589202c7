/** Calls of the ratings API (docs/community-api.md) as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { endpoints } from '../../../shared/api/endpoints';
import { communityKeys, promptKeys } from '../../lib/query-keys';
import type { Prompt } from '../../../shared/schemas';

export function useRating(promptId: number) {
  return useQuery({
    queryKey: communityKeys.rating(promptId),
    queryFn: () => apiCall(endpoints.getRating, { params: { id: promptId } }),
  });
}

export function useRatePrompt(promptId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: number) => apiCall(endpoints.ratePrompt, { params: { id: promptId }, json: { value } }),
    onSuccess: (summary) => {
      client.setQueryData(communityKeys.rating(promptId), summary);
      client.setQueryData<Prompt>(promptKeys.detail(promptId), (old) =>
        old ? { ...old, rating: summary.average, ratingCount: summary.count } : old,
      );
      void client.invalidateQueries({ queryKey: promptKeys.detail(promptId) });
      void client.invalidateQueries({ queryKey: [...promptKeys.all, 'list'] });
    },
  });
}
