import { apiCall } from '../../lib/api';
import { endpoints } from '../../../shared/api/endpoints';
import type { AdPosition } from '../../../shared/constants';

export const fetchAds = (position: AdPosition) =>
  apiCall(endpoints.listAds, { query: { position } }).then((r) => r.ads);
export const recordAdView = (id: number) => apiCall(endpoints.recordAdView, { params: { id } }).catch(() => {});
export const recordAdClick = (id: number) => apiCall(endpoints.recordAdClick, { params: { id } }).catch(() => {});
