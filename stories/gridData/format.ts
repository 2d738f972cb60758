/**
 * Formatters the grid demos share. Dates are read in UTC, so a row shows the same day and time on the
 * server, in every browser time zone and in every screenshot.
 */
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const dollar = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "14 Mar 2025" */
export const formatDay = (value: Date | null | undefined): string => (value ? day.format(value) : '');
/** "14 Mar, 09:30" */
export const formatDayAndTime = (value: Date | null | undefined): string => (value ? dayAndTime.format(value) : '');
/** "€1,234.50" */
export const formatEuro = (value: number | null | undefined): string => (value == null ? '' : euro.format(value));
/** "$98,000" */
export const formatDollars = (value: number | null | undefined): string => (value == null ? '' : dollar.format(value));
