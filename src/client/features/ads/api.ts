import { apiFetch } from '../../lib/api';
import type { Ad } from '../../../shared/schemas';
import type { AdPosition } from '../../../shared/constants';

export const fetchAds = (position: AdPosition) =>
  apiFetch<{ ads: Ad[] }>(`/ads?position=${position}`).then((r) => r.ads);
export const recordAdView = (id: number) => apiFetch<void>(`/ads/${id}/views`, { method: 'POST' }).catch(() => {});
export const recordAdClick = (id: number) => apiFetch<void>(`/ads/${id}/clicks`, { method: 'POST' }).catch(() => {});
