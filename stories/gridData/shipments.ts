import { between, pick, seededRandom } from './random';

/** A parcel on its way, in a shop's tracking board: the rows the row-update demos change. */
export interface Shipment {
  id: number;
  trackingNumber: string;
  recipient: string;
  destination: string;
  /** Kilometres left to the destination. */
  distanceLeft: number;
  status: 'Label created' | 'In transit' | 'Out for delivery' | 'Delivered';
}

const RECIPIENTS = ['Olga Petrov', 'Sami Jensen', 'Wen Moreau', 'Yara Fischer', 'Idris Berg', 'Rosa Lindqvist', 'Nils Dubois', 'Priya Kowalski'];
const DESTINATIONS = ['Porto', 'Hamburg', 'Montréal', 'Kuala Lumpur', 'Mombasa', 'Dallas', 'Lyon', 'Gdańsk'];

/** The status a parcel shows for the distance it still has to travel. */
export function statusFor(distanceLeft: number, started = true): Shipment['status'] {
  if (!started) return 'Label created';
  if (distanceLeft === 0) return 'Delivered';
  return distanceLeft <= 20 ? 'Out for delivery' : 'In transit';
}

/** `count` shipments, the same ones for the same seed (ids 1…count). */
export function createShipments(count: number, seed = 23): Shipment[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const distanceLeft = between(random, 4, 60) * 10;
    return {
      id: index + 1,
      trackingNumber: `PKG-${String(between(random, 100000, 999999))}`,
      recipient: pick(random, RECIPIENTS),
      destination: pick(random, DESTINATIONS),
      distanceLeft,
      status: statusFor(distanceLeft, random() < 0.8),
    };
  });
}
