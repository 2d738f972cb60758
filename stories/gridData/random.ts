/**
 * A small seeded random source (mulberry32): the same seed gives the same rows on the server, in the
 * browser and in every screenshot, with no network and no Math.random.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of a list, picked by the random source. */
export const pick = <T,>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A whole number from min to max (both included). */
export const between = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
