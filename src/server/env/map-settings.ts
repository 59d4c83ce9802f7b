// The map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): a Leaflet URL template whose host is fixed,
// so the pages' CSP can allow exactly that origin for images (plugins/security-headers.ts).

export type MapSettings = {
  tileUrl: string;
  attribution: string;
  /** The origin the tiles come from, allowed in img-src. */
  tileOrigin: string;
};

/**
 * The placeholders Leaflet's tile layer fills by itself ({-y} is the TMS row, {r} the retina
 * suffix). Any other it would read from the layer's options, which the map never sets, and throw
 * while drawing the map: refused at start instead.
 */
const KNOWN_PLACEHOLDERS = new Set(['{z}', '{x}', '{y}', '{-y}', '{s}', '{r}']);

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
    const url = new URL(template.replace(/\{[^{}]*\}/g, '0'));
    if (url.protocol === 'https:' || url.protocol === 'http:') origin = url.origin;
    if (/\{/.test(new URL(template).host)) origin = '';
  } catch {
    origin = '';
  }
  const unknown = [...new Set(template.match(/\{[^{}]*\}/g) ?? [])].filter(
    (part) => !KNOWN_PLACEHOLDERS.has(part),
  );
  const hasRow = template.includes('{y}') || template.includes('{-y}');
  if (!origin || !template.includes('{z}') || !template.includes('{x}') || !hasRow)
    problems.push(
      'MAP_TILE_URL: use an http(s) URL template with {z}, {x} and {y} (or {-y}) and a fixed host, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
  else if (unknown.length > 0)
    problems.push(
      `MAP_TILE_URL: the map cannot fill ${unknown.join(', ')}; use only {z}, {x}, {y}, {-y}, {s} and {r} (put a key in the URL as it is)`,
    );
  else if (isProduction && !origin.startsWith('https://'))
    problems.push('MAP_TILE_URL: must be an https:// URL in production');
  return { tileUrl: template, attribution: raw.MAP_TILE_ATTRIBUTION, tileOrigin: origin };
}
