import { existsSync } from 'node:fs';
import path from 'node:path';
import { feedbackCsv } from '../../src/feedback/csv';
import { serverConfigFrom } from './config';
import { openFeedbackStore } from './feedbackStore';

/**
 * `npm run --silent feedback:export > feedback.csv`: every stored feedback as CSV on stdout
 * (FEEDBACK_DB as for the server). Read-only: safe while the server runs; no database, header only.
 */
const root = path.resolve(import.meta.dirname, '../..');
const { feedbackDb } = serverConfigFrom(process.env, root);
if (!existsSync(feedbackDb)) {
  console.error(`No feedback stored yet (${feedbackDb} does not exist).`);
  process.stdout.write(feedbackCsv([]));
} else {
  const store = openFeedbackStore(feedbackDb, { readOnly: true });
  try {
    process.stdout.write(feedbackCsv(store.all()));
  } finally {
    store.close();
  }
}
