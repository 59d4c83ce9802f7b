// The box Nominatim's search is held to (viewbox with bounded=1): the shop's delivery circle and a
// margin, so a customer finds places just outside it too and is told they are outside, rather than
// finding nothing. Nominatim takes it as 'left,top,right,bottom' (longitudes and latitudes).

const KM_PER_DEGREE_LATITUDE = 111.32;
/** Beyond the delivery radius, so the nearest places outside it can still be found and refused. */
export const VIEWBOX_MARGIN_KM = 2;

export function searchViewbox(shop: { lat: number; lng: number }, radiusKm: number): string {
  const reachKm = radiusKm + VIEWBOX_MARGIN_KM;
  const dLat = reachKm / KM_PER_DEGREE_LATITUDE;
  // A degree of longitude shrinks towards the poles; Pune is at 18.5° N.
  const dLng = reachKm / (KM_PER_DEGREE_LATITUDE * Math.cos((shop.lat * Math.PI) / 180));
  const round = (value: number) => value.toFixed(5);
  return [shop.lng - dLng, shop.lat + dLat, shop.lng + dLng, shop.lat - dLat].map(round).join(',');
}
