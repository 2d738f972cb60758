/** A stop of a rail trip through Europe, in the order the traveller plans to visit them. */
export interface ItineraryStop {
  id: number;
  city: string;
  country: string;
  nights: number;
  stay: string;
}

/** Eight stops, first to last (ids 1…8). */
export const itinerary: ItineraryStop[] = [
  { id: 1, city: 'Lisbon', country: 'Portugal', nights: 3, stay: 'Alfama guesthouse' },
  { id: 2, city: 'Madrid', country: 'Spain', nights: 2, stay: 'Hotel near Retiro park' },
  { id: 3, city: 'Barcelona', country: 'Spain', nights: 3, stay: 'Apartment in Gràcia' },
  { id: 4, city: 'Lyon', country: 'France', nights: 2, stay: 'Hostel by the Saône' },
  { id: 5, city: 'Zurich', country: 'Switzerland', nights: 1, stay: 'Station hotel' },
  { id: 6, city: 'Munich', country: 'Germany', nights: 2, stay: 'Schwabing B&B' },
  { id: 7, city: 'Vienna', country: 'Austria', nights: 3, stay: 'Flat in Neubau' },
  { id: 8, city: 'Prague', country: 'Czechia', nights: 2, stay: 'Old Town pension' },
];
