import { mkdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Feedback } from '../../src/feedback/validate';
import type { FeedbackRow } from '../../src/feedback/csv';

// SQLite compiled to WebAssembly, writing straight to the file (Node 20 has no node:sqlite, and a
// native module could not fetch its prebuilt binary here). A CommonJS module: loaded with require.
const { Database } = createRequire(import.meta.url)('node-sqlite3-wasm') as typeof import('node-sqlite3-wasm');

/** Durable feedback storage: one row per accepted submission, no client address kept. */
export interface FeedbackStore {
  /** Stores one submission; resolves once it is on disk (each insert is its own committed transaction). */
  add(feedback: Feedback, at: Date): Promise<void>;
  /** Every stored row, oldest first. */
  all(): FeedbackRow[];
  count(): number;
  close(): void;
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  path TEXT NOT NULL,
  rating TEXT NOT NULL CHECK (rating IN ('up', 'down')),
  comment TEXT NOT NULL DEFAULT ''
)`;

/** The VFS locks with a "<db>.lock" folder, held for milliseconds; one this old was left by a killed process. */
const STALE_LOCK_MS = 60_000;
const BUSY_RETRIES = 20;
const BUSY_WAIT_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function removeStaleLock(file: string) {
  const lock = `${file}.lock`;
  const s = statSync(lock, { throwIfNoEntry: false });
  if (s && Date.now() - s.mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
}

/**
 * Opens (and on first use creates, with its folder and table) the feedback database. Inserts
 * run with synchronous=FULL in SQLite's rollback journal, so a row acknowledged with 201 has
 * been fsynced and survives a crash. `readOnly` is for the export, which never creates anything.
 */
export function openFeedbackStore(file: string, { readOnly = false } = {}): FeedbackStore {
  if (!readOnly) mkdirSync(path.dirname(file), { recursive: true });
  removeStaleLock(file);
  const db = new Database(file, { readOnly });
  if (!readOnly) {
    db.exec('PRAGMA synchronous = FULL');
    db.exec(SCHEMA);
  }
  const rows = () =>
    db.all('SELECT id, created_at, path, rating, comment FROM feedback ORDER BY id').map((r) => ({
      id: Number(r.id),
      createdAt: String(r.created_at),
      path: String(r.path),
      rating: String(r.rating),
      comment: String(r.comment),
    }));
  return {
    async add({ path: page, rating, comment }, at) {
      // Another process (the export) may hold the lock for a moment: wait for it, bounded.
      for (let attempt = 0; ; attempt++) {
        try {
          db.run('INSERT INTO feedback (created_at, path, rating, comment) VALUES (?, ?, ?, ?)', [at.toISOString(), page, rating, comment]);
          return;
        } catch (error) {
          if (attempt >= BUSY_RETRIES || !/locked|busy/i.test(String(error))) throw error;
          await sleep(BUSY_WAIT_MS);
        }
      }
    },
    all: rows,
    count: () => Number(db.get('SELECT COUNT(*) AS n FROM feedback')?.n ?? 0),
    close: () => {
      if (db.isOpen) db.close();
    },
  };
}
