/** One stored row, as the export prints it. */
export interface FeedbackRow {
  id: number;
  createdAt: string;
  path: string;
  rating: string;
  comment: string;
}

export const FEEDBACK_CSV_COLUMNS = ['id', 'created_at', 'path', 'rating', 'comment'] as const;

/**
 * One CSV cell: RFC 4180 quoting (a cell holding a comma, a quote or a line break is quoted,
 * quotes doubled), and a leading apostrophe on text a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return before one), since comments are anyone's text.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole export: a header row, then one row per feedback, CRLF line ends (RFC 4180). */
export function feedbackCsv(rows: readonly FeedbackRow[]): string {
  const lines = [FEEDBACK_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push([row.id, row.createdAt, row.path, row.rating, row.comment].map(csvCell).join(','));
  return lines.join('\r\n') + '\r\n';
}
