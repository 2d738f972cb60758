import { between, pick, seededRandom } from './random';

/** A trip booked through a small travel agency: one traveller, one destination, one departure. */
export interface Booking {
  id: number;
  traveller: string;
  destination: string;
  bookedOn: Date;
  departure: Date;
  nights: number;
  cabin: 'Economy' | 'Premium economy' | 'Business';
  refundable: boolean;
  price: number;
}

const TRAVELLERS = ['Ines Duarte', 'Malik Osei', 'Sofia Lindgren', 'Tomasz Wójcik', 'Aiko Mori', 'Rafael Ortega', 'Leila Karimi', 'Jonah Becker', 'Nadia Haddad', 'Oskar Nyström', 'Priya Raman', 'Chloé Martin'];
const DESTINATIONS = ['Lisbon', 'Reykjavík', 'Kyoto', 'Cape Town', 'Vancouver', 'Marrakesh', 'Hanoi', 'Buenos Aires', 'Tallinn', 'Oaxaca'];
export const CABINS: readonly Booking['cabin'][] = ['Economy', 'Premium economy', 'Business'];
const CABIN_FACTOR: Record<Booking['cabin'], number> = { Economy: 1, 'Premium economy': 1.6, Business: 2.8 };

/** `count` bookings of 2025, the same ones for the same seed (ids 1…count). */
export function createBookings(count: number, seed = 11): Booking[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const month = between(random, 0, 10);
    const day = between(random, 1, 28);
    const cabin = pick(random, CABINS);
    const nights = between(random, 2, 14);
    return {
      id: index + 1,
      traveller: pick(random, TRAVELLERS),
      destination: pick(random, DESTINATIONS),
      bookedOn: new Date(Date.UTC(2025, month, day)),
      departure: new Date(Date.UTC(2025, month + 1, day, pick(random, [6, 9, 13, 17, 21]), pick(random, [0, 15, 30, 45]))),
      nights,
      cabin,
      refundable: random() < 0.4,
      price: Math.round((between(random, 380, 900) + nights * 95) * CABIN_FACTOR[cabin]),
    };
  });
}
