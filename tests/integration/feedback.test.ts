import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFeedbackStore } from '../../site/server/feedbackStore';
import { FIXTURE_PAGES, makeFixtureSite } from './fixtureSite';
import { NO_FLOOD_LIMIT, postJson, startServer, tempDb } from './http';
import { exited, ROOT, startProcess } from './process';

const run = promisify(execFile);
let site: string;

beforeAll(async () => {
  site = (await makeFixtureSite()).dir;
});

describe('feedback storage', () => {
  it('stores valid feedback (201 { ok: true }) and keeps it across a restart', async () => {
    const db = await tempDb();
    expect(existsSync(db)).toBe(false);
    let server = await startServer(site, db, NO_FLOOD_LIMIT);
    expect(existsSync(db)).toBe(true);

    const first = await postJson(server.origin, { path: FIXTURE_PAGES[0], rating: 'up' });
    expect(first.status).toBe(201);
    expect(JSON.parse(first.text)).toEqual({ ok: true });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('no-store');
    const comment = 'Clear page, but the "sx" example, please: <Button> with 😀, é, 中文.';
    expect((await postJson(server.origin, { path: FIXTURE_PAGES[1], rating: 'down', comment })).status).toBe(201);
    await server.close();

    server = await startServer(site, db, NO_FLOOD_LIMIT);
    try {
      const rows = server.store.all();
      expect(rows.map(({ path: p, rating, comment: c }) => ({ p, rating, c }))).toEqual([
        { p: FIXTURE_PAGES[0], rating: 'up', c: '' },
        { p: FIXTURE_PAGES[1], rating: 'down', c: comment },
      ]);
      for (const row of rows) expect(Date.parse(row.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(rows[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect((await postJson(server.origin, { path: FIXTURE_PAGES[0], rating: 'down' })).status).toBe(201);
      expect(server.store.count()).toBe(3);
    } finally {
      await server.close();
    }
  });

  it('stores no client address: only id, time, page, rating and comment', async () => {
    const db = await tempDb();
    const server = await startServer(site, db, NO_FLOOD_LIMIT);
    await postJson(server.origin, { path: FIXTURE_PAGES[0], rating: 'up' });
    expect(Object.keys(server.store.all()[0]!).sort()).toEqual(['comment', 'createdAt', 'id', 'path', 'rating']);
    await server.close();
  });
});

describe('the production process', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

  it('keeps acknowledged feedback through a crash (SIGKILL), stops cleanly on SIGTERM, and exports it as CSV', async () => {
    const db = await tempDb();
    const first = await startProcess(site, db);
    children.push(first.child);
    const comment = '=cmd|" /C calc"!A0, and a "quote"';
    expect((await postJson(first.origin, { path: FIXTURE_PAGES[0], rating: 'up', comment })).status).toBe(201);
    const killed = exited(first.child);
    first.child.kill('SIGKILL');
    await killed;

    const second = await startProcess(site, db);
    children.push(second.child);
    expect((await postJson(second.origin, { path: FIXTURE_PAGES[1], rating: 'down' })).status).toBe(201);
    const stopped = exited(second.child);
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);

    const store = openFeedbackStore(db, { readOnly: true });
    expect(store.count()).toBe(2);
    store.close();

    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'site/server/exportFeedback.ts'], { cwd: ROOT, env: { ...process.env, FEEDBACK_DB: db } });
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('id,created_at,path,rating,comment');
    expect(lines[1]).toMatch(new RegExp(`^1,\\d{4}-[^,]+Z,${FIXTURE_PAGES[0]},up,"'=cmd\\|"" /C calc""!A0, and a ""quote"""$`));
    expect(lines[2]).toMatch(new RegExp(`^2,[^,]+,${FIXTURE_PAGES[1]},down,$`));
    expect(lines[3]).toBe('');
  });

  it('exports a header row only when nothing was ever stored', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'site/server/exportFeedback.ts'], { cwd: ROOT, env: { ...process.env, FEEDBACK_DB: await tempDb() } });
    expect(stdout).toBe('id,created_at,path,rating,comment\r\n');
  });
});
