/** Calls of the site settings screen: GET and PATCH /api/admin/settings (docs/decisions/010-admin-api.md). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { endpoints } from '../../../../shared/api/endpoints';
import type { SiteSettingsUpdate, SiteSettingsView } from '../../../../shared/admin-schemas';
import { siteInfoKey, type SiteInfo } from '../../../lib/site-info';

/** `emailDelivery`: true when the server sends email (SMTP); verification is then always required. */
export type AdminSiteSettings = SiteSettingsView;

export const adminSettingsKey = ['admin', 'settings'] as const;

export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsKey,
    queryFn: () => apiCall(endpoints.adminSettings),
    staleTime: 0,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: SiteSettingsUpdate) => apiCall(endpoints.updateSettings, { json: changes }),
    onSuccess: (settings) => {
      client.setQueryData(adminSettingsKey, settings);
      // The header, footer and titles show the new name at once, then read /api/site again.
      client.setQueryData<SiteInfo>(siteInfoKey, {
        name: settings.siteName,
        tagline: settings.tagline,
        signUpOpen: settings.signUpOpen,
      });
      void client.invalidateQueries({ queryKey: siteInfoKey });
    },
  });
}
