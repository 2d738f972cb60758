/** Spec §4 and §9: ad placement timings, probabilities and sizes. */
export const AD_POLL = { intervalMs: 500, maxPolls: 30, adblockAfter: 6 } as const;
export const AD_FETCH_MAX_RETRIES = 10;
export const AD_PROBABILITIES = { adblockMessage: 0.2, inlineLayout: 0.2 } as const;
export const AD_ANALYTICS = { displaySampleRatio: 0.1, displayDelayMs: 2500 } as const;
export const AD_SIZE = {
  minHeightPx: 126,
  minHeightSmallScreenPx: 142,
  marginSpacing: 3,
  imageWidthPx: 130,
  imageHeightPx: 100,
  failedFetchPlaceholderPx: 52,
} as const;
