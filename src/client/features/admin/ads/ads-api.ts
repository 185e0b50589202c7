/**
 * Calls of the Ad Panels screen (docs/decisions/010-admin-api.md): GET/POST /api/admin/ads,
 * PATCH/DELETE /api/admin/ads/{id}, POST /api/admin/ads/{id}/toggle. After every change the
 * admin list, the public ad slots (queryKey ['ads', position], see ../ads/ad-slot.tsx) and the
 * audit log are read again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdInput, AdminAd, AdUpdateInput } from '../../../../shared/admin-schemas';
import { apiFetch } from '../../../lib/api';
import { moderationKeys } from '../prompts/moderation-api';

export const adminAdsKey = ['admin', 'ads'] as const;
/** Prefix of every public slot's query (`['ads', position]`). */
export const publicAdsKey = ['ads'] as const;

export function useAdminAds() {
  return useQuery({
    queryKey: adminAdsKey,
    queryFn: () => apiFetch<{ ads: AdminAd[] }>('/admin/ads').then((r) => r.ads),
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
    mutationFn: (input: AdInput) => apiFetch<AdminAd>('/admin/ads', { method: 'POST', json: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AdUpdateInput }) =>
      apiFetch<AdminAd>(`/admin/ads/${id}`, { method: 'PATCH', json: changes }),
    onSuccess: invalidate,
  });
}

export function useToggleAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: (id: number) => apiFetch<AdminAd>(`/admin/ads/${id}/toggle`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useDeleteAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/admin/ads/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
