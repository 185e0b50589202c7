/**
 * Calls of the Ad Panels screen (docs/decisions/010-admin-api.md): GET/POST /api/admin/ads,
 * PATCH/DELETE /api/admin/ads/{id}, POST /api/admin/ads/{id}/toggle. After every change the
 * admin list, the public ad slots (queryKey ['ads', 'active'], see ../ads/ad-slot.tsx) and the
 * audit log are read again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdInput, AdUpdateInput } from '../../../../shared/admin-schemas';
import { endpoints } from '../../../../shared/api/endpoints';
import { apiCall } from '../../../lib/api';
import { moderationKeys } from '../prompts/moderation-api';

export const adminAdsKey = ['admin', 'ads'] as const;
/** Prefix of the public slots' shared query (`['ads', 'active']`). */
export const publicAdsKey = ['ads'] as const;

export function useAdminAds() {
  return useQuery({
    queryKey: adminAdsKey,
    queryFn: () => apiCall(endpoints.adminAds).then((r) => r.ads),
  });
}

function useInvalidateAds() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminAdsKey });
    void client.invalidateQueries({ queryKey: publicAdsKey });
    void client.invalidateQueries({ queryKey: moderationKeys.auditLog });
  };
}

export function useCreateAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: (input: AdInput) => apiCall(endpoints.createAd, { json: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AdUpdateInput }) =>
      apiCall(endpoints.updateAd, { params: { id }, json: changes }),
    onSuccess: invalidate,
  });
}

export function useToggleAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: (id: number) => apiCall(endpoints.toggleAd, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: (id: number) => apiCall(endpoints.deleteAd, { params: { id } }),
    onSuccess: invalidate,
  });
}
