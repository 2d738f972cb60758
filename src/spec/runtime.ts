/** Spec §9: analytics sampling and service-worker timings. */
export const WEB_VITALS_SAMPLE_RATE = 1 / 10000;
export const SW_RELOAD_POLL_MS = 100;
/** Spec §9: the copy button label returns to "Copy" this long after showing "Copied". */
export const COPY_RESET_MS = 2000;
