// What Nominatim's /search answers with format=jsonv2 and addressdetails=1 (LocationIQ and a
// self-hosted Nominatim answer the same). NOMINATIM_DOCUMENTED_PLACE is the place in Nominatim's
// own output documentation (https://nominatim.org/release-docs/latest/api/Output/), verbatim;
// jsonv2 is that format with `class` renamed `category` and `place_rank` added, neither of which
// the server reads. The Pune places below are written in the same shape for the e2e fakes.

export const NOMINATIM_DOCUMENTED_PLACE = {
  place_id: 100149,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
  osm_type: 'node',
  osm_id: '107775',
  boundingbox: ['51.3473219', '51.6673219', '-0.2876474', '0.0323526'],
  lat: '51.5073219',
  lon: '-0.1276474',
  display_name: 'London, Greater London, England, SW1A 2DU, United Kingdom',
  class: 'place',
  type: 'city',
  importance: 0.9654895765402,
  icon: 'https://nominatim.openstreetmap.org/images/mapicons/poi_place_city.p.20.png',
  address: {
    city: 'London',
    state_district: 'Greater London',
    state: 'England',
    'ISO3166-2-lvl4': 'GB-ENG',
    postcode: 'SW1A 2DU',
    country: 'United Kingdom',
    country_code: 'gb',
  },
  extratags: {
    capital: 'yes',
    website: 'http://www.london.gov.uk',
    wikidata: 'Q84',
    wikipedia: 'en:London',
    population: '8416535',
  },
};

/** A suburb of Pune as jsonv2 names it: category and place_rank, the address parts from suburb up. */
export function nominatimSuburb(name: string, lat: number, lon: number, postcode = '411014') {
  return {
    place_id: 12345678,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'node',
    osm_id: 245678901,
    lat: String(lat),
    lon: String(lon),
    category: 'place',
    type: 'suburb',
    place_rank: 19,
    importance: 0.35,
    addresstype: 'suburb',
    name,
    display_name: `${name}, Haveli, Pune, Maharashtra, ${postcode}, India`,
    address: {
      suburb: name,
      county: 'Haveli',
      city: 'Pune',
      state_district: 'Pune',
      state: 'Maharashtra',
      'ISO3166-2-lvl4': 'IN-MH',
      postcode,
      country: 'India',
      country_code: 'in',
    },
    boundingbox: [String(lat - 0.01), String(lat + 0.01), String(lon - 0.01), String(lon + 0.01)],
  };
}

/** Kharadi, about 5 km south-east of the Lohegaon shop: outside its 3 km. */
export const KHARADI = nominatimSuburb('Kharadi', 18.5515, 73.9475);
/** Viman Nagar, about 2.6 km south of the shop: inside. */
export const VIMAN_NAGAR = nominatimSuburb('Viman Nagar', 18.5679, 73.9143, '411014');
