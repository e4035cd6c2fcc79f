/**
 * The eight served cities, in the order the site lists them. A module of its own, with no
 * imports, so the content schemas can name them without importing the business facts (which
 * import those schemas).
 */
export const serviceAreaCities = [
  'Charlotte',
  'Matthews',
  'Concord',
  'Huntersville',
  'Gastonia',
  'Pineville',
  'Cornelius',
  'Kannapolis',
] as const;

export type ServiceAreaCity = (typeof serviceAreaCities)[number];
