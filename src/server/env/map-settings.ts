// The map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): a Leaflet URL template whose host is fixed,
// so the pages' CSP can allow exactly that origin for images (plugins/security-headers.ts).

export type MapSettings = {
  tileUrl: string;
  attribution: string;
  /** The origin the tiles come from, allowed in img-src. */
  tileOrigin: string;
};

export function parseMapSettings(
  raw: { MAP_TILE_URL: string; MAP_TILE_ATTRIBUTION: string },
  isProduction: boolean,
  problems: string[],
): MapSettings {
  const template = raw.MAP_TILE_URL;
  let origin = '';
  try {
    // The placeholders go in the path or query only: a {s} in the host would need every subdomain
    // in the CSP.
    const url = new URL(template.replace(/\{[a-z]+\}/gi, '0'));
    if (url.protocol === 'https:' || url.protocol === 'http:') origin = url.origin;
    if (/\{/.test(new URL(template).host)) origin = '';
  } catch {
    origin = '';
  }
  if (!origin || !['{z}', '{x}', '{y}'].every((part) => template.includes(part)))
    problems.push(
      'MAP_TILE_URL: use an http(s) URL template with {z}, {x} and {y} and a fixed host, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
  else if (isProduction && !origin.startsWith('https://'))
    problems.push('MAP_TILE_URL: must be an https:// URL in production');
  return { tileUrl: template, attribution: raw.MAP_TILE_ATTRIBUTION, tileOrigin: origin };
}
