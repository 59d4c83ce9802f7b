// What the reverse-geocoding fake answers, in the shape of the vendor the server speaks to
// (BigDataCloud's reverse-geocode-client, as its documented samples and SDK models show it): the
// point back, the language asked, continent, country, state ("principalSubdivision"), city,
// locality, postcode, plus code, and localityInfo's administrative and informative places, each
// with a name, a description and an order (country first, the smallest place last). A fake that
// answers only the three fields the storefront shows would hide how the server reads the rest.

type Place = {
  latitude: number;
  longitude: number;
  /** The smallest place named ('Lohegaon', 'Viman Nagar'); '' when the vendor knows none. */
  locality: string;
  city?: string;
  postcode?: string;
};

export function bigDataCloudAnswer({
  latitude,
  longitude,
  locality,
  city = 'Pune',
  postcode = '411032',
}: Place) {
  const administrative = [
    {
      name: 'India',
      description: 'country in South Asia',
      isoName: 'India',
      order: 3,
      adminLevel: 2,
      isoCode: 'IN',
      wikidataId: 'Q668',
      geonameId: 1269750,
    },
    {
      name: 'Maharashtra',
      description: 'state in western India',
      isoName: 'Maharashtra',
      order: 5,
      adminLevel: 4,
      isoCode: 'IN-MH',
      wikidataId: 'Q1191',
      geonameId: 1264418,
    },
    {
      name: 'Pune District',
      description: 'district of Maharashtra, India',
      order: 6,
      adminLevel: 5,
      wikidataId: 'Q1797336',
      geonameId: 1259228,
    },
    {
      name: 'Haveli',
      description: 'taluka in Pune district, Maharashtra, India',
      order: 7,
      adminLevel: 6,
      wikidataId: 'Q5685223',
    },
    {
      name: city,
      description: 'city in Maharashtra, India',
      order: 8,
      adminLevel: 8,
      wikidataId: 'Q1538',
      geonameId: 1259229,
    },
  ];
  const informative = [
    {
      name: 'Asia',
      description: 'continent on Earth, mainly on the Northern and Eastern Hemispheres',
      order: 1,
      isoCode: 'AS',
      wikidataId: 'Q48',
    },
    {
      name: 'Indian subcontinent',
      description: 'peninsular region in south-central Asia',
      order: 2,
      wikidataId: 'Q181290',
    },
    { name: 'Asia/Kolkata', description: 'time zone', order: 4 },
    ...(locality
      ? [{ name: locality, description: 'neighbourhood in Pune, Maharashtra, India', order: 9 }]
      : []),
    { name: postcode, description: 'postal code', order: 10 },
  ];
  return {
    latitude,
    longitude,
    lookupSource: 'coordinates',
    localityLanguageRequested: 'en',
    continent: 'Asia',
    continentCode: 'AS',
    countryName: 'India',
    countryCode: 'IN',
    principalSubdivision: 'Maharashtra',
    principalSubdivisionCode: 'IN-MH',
    city,
    locality,
    postcode,
    plusCode: '7JCMHW9C+GR',
    localityInfo: { administrative, informative },
  };
}

/** Lohegaon, where the seed shop and both header presets are. */
export const LOHEGAON_ANSWER = bigDataCloudAnswer({
  latitude: 18.5913,
  longitude: 73.9196,
  locality: 'Lohegaon',
});
