import { between, pick, seededRandom } from './random';

/** A return-flight booking of a travel agency: the traveller, the way out and the way back. */
export interface FlightBooking {
  id: number;
  traveller: string;
  tier: 'Blue' | 'Silver' | 'Gold';
  outboundDate: string;
  outboundRoute: string;
  returnDate: string;
  returnRoute: string;
  fare: number;
}

const TRAVELLERS = ['Inês Carvalho', 'Tomasz Wójcik', 'Aiko Sato', 'Kwame Mensah', 'Lena Hoffmann', 'Mateo Ruiz', 'Nadia Karimi', 'Oscar Lund', 'Priya Raman', 'Sofia Greco', 'Thabo Nkosi', 'Yusuf Demir'];
const HOME = ['LIS', 'BER', 'YYZ', 'SIN', 'NBO', 'AUS'];
const AWAY = ['JFK', 'CDG', 'HND', 'CPT', 'SYD', 'MEX', 'IST', 'OSL'];
const TIERS: FlightBooking['tier'][] = ['Blue', 'Blue', 'Silver', 'Gold'];

const isoDay = (day: number) => new Date(Date.UTC(2026, 4, 1 + day)).toISOString().slice(0, 10);

/** `count` bookings in May and June 2026, the same ones for the same seed (ids 1…count). */
export function createFlightBookings(count: number, seed = 11): FlightBooking[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const from = pick(random, HOME);
    const to = pick(random, AWAY);
    const out = between(random, 0, 30);
    return {
      id: index + 1,
      traveller: TRAVELLERS[index % TRAVELLERS.length]!,
      tier: pick(random, TIERS),
      outboundDate: isoDay(out),
      outboundRoute: `${from} → ${to}`,
      returnDate: isoDay(out + between(random, 3, 21)),
      returnRoute: `${to} → ${from}`,
      fare: between(random, 38, 190) * 10,
    };
  });
}
