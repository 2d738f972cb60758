/** The ad placement logic (spec §3, §4, §7, §8, §9): pure, with time, chance and I/O as arguments. */
export * from './types';
export * from './polling';
export * from './choice';
export * from './inHouseAds';
export * from './bots';
export * from './feed';
export * from './readBody';
export * from './fetchAd';
export * from './adEvents';
export * from './inHouseOnly';
