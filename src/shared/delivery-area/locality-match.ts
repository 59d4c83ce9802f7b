// Whether the area a customer typed is where their pin is, as a reverse-geocoding provider names
// the pin's places (docs/product.md#where-the-pin-is). Forgiving on purpose: the answer only warns
// staff, so a spelling ('Vimannagar', 'Viman Nagar', 'viman nagar road'), a suffix ('Nagar',
// 'Colony', 'Road') or the city typed beside the area never raises it; only an area that names
// none of the pin's places does. Latin script only (the address form is in English).

/** The pin's places as the provider named them. */
export type PinPlace = {
  /** The smallest place the provider named ('Viman Nagar'). */
  locality: string;
  /** Every place the point lies in, the locality included (country, state, city, ward, suburb). */
  names: string[];
  /** City, state and country: true of every address in town, so they prove nothing about the area. */
  broad: string[];
};

/** Words that say what kind of place a name is, not which: dropped before comparing. */
const GENERIC_WORDS = new Set([
  'nagar',
  'colony',
  'society',
  'soc',
  'road',
  'rd',
  'marg',
  'layout',
  'area',
  'sector',
  'phase',
  'near',
  'opp',
  'behind',
  'east',
  'west',
  'north',
  'south',
  'city',
  'district',
  'ward',
  'india',
]);
/** Suffixes written joined to the name ('Vimannagar', 'Shivajinagar'). */
const JOINED_SUFFIXES = ['nagar', 'colony'];
/** A name shorter than this is compared whole only: 'Aundh' inside another word proves nothing. */
const MIN_CONTAINED = 4;

/**
 * One spelling per place: lower case, accents off, generic words dropped, spaces gone, the common
 * transliteration variants folded (w/v, ee/i, oo/u, doubled letters).
 */
export function placeKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !GENERIC_WORDS.has(word));
  let key = words.join('');
  for (const suffix of JOINED_SUFFIXES)
    if (key.endsWith(suffix) && key.length - suffix.length >= 3) key = key.slice(0, -suffix.length);
  return key
    .replace(/w/g, 'v')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/(.)\1+/g, '$1');
}

/** At most one letter added, dropped or changed ('Kharadi' and 'Kharadee' fold the same already). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

function sameOrWithin(typed: string, place: string): boolean {
  if (typed === place) return true;
  if (Math.min(typed.length, place.length) < MIN_CONTAINED) return false;
  return typed.includes(place) || place.includes(typed) || (place.length >= 6 && oneEditApart(typed, place));
}

/**
 * The pin's locality and the typed area when the area names none of the pin's places; null when it
 * names one, when nothing was typed but the city, or when the provider named nothing finer than
 * the city (then there is nothing to compare).
 */
export function pinAreaMismatch(
  typedArea: string | null | undefined,
  place: PinPlace,
): { pinLocality: string; typedArea: string } | null {
  const broad = new Set(place.broad.map(placeKey).filter(Boolean));
  const typed = (typedArea ?? '')
    .split(/[,/;|]+/)
    .map(placeKey)
    .filter((key) => key !== '' && !broad.has(key));
  const pinPlaces = place.names.map(placeKey).filter((key) => key !== '' && !broad.has(key));
  if (typed.length === 0 || pinPlaces.length === 0) return null;
  const matches = typed.some((part) => pinPlaces.some((name) => sameOrWithin(part, name)));
  return matches ? null : { pinLocality: place.locality, typedArea: (typedArea ?? '').trim() };
}

/** The warning staff read when the typed area names none of the pin's places ('Pin is in Viman Nagar, address says Kharadi'). */
export function pinAreaWarning(typedArea: string | null | undefined, place: PinPlace): string | null {
  const mismatch = pinAreaMismatch(typedArea, place);
  return mismatch && `Pin is in ${mismatch.pinLocality}, address says ${mismatch.typedArea}`;
}
