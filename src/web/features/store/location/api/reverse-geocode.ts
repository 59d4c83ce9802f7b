import type { ReverseGeocodeResponse } from '../../../../../shared/api/location';
import { apiRequest } from '../../../../lib/api-client';

export const reverseGeocode = (lat: number, lng: number) =>
  apiRequest<ReverseGeocodeResponse>(`/api/location/reverse?lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}`);
