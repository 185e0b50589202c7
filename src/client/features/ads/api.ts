import { apiCall } from '../../lib/api';
import { endpoints } from '../../../shared/api/endpoints';

/** The active ads of every slot: one request fills all of a page's slots. */
export const fetchAllAds = () => apiCall(endpoints.listAds).then((r) => r.ads);
export const recordAdView = (id: number) => apiCall(endpoints.recordAdView, { params: { id } }).catch(() => {});
export const recordAdClick = (id: number) => apiCall(endpoints.recordAdClick, { params: { id } }).catch(() => {});
