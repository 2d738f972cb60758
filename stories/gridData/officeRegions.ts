/** The region each office of the company directory belongs to. */
export const OFFICE_REGIONS: Readonly<Record<string, string>> = {
  Lisbon: 'Europe',
  Berlin: 'Europe',
  Toronto: 'Americas',
  Austin: 'Americas',
  Singapore: 'Asia-Pacific',
  Nairobi: 'Africa',
};
