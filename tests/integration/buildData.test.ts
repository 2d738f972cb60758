import type { ChildProcess } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../site/server/app';
import { openFeedbackStore } from '../../site/server/feedbackStore';
import { BUILD_INFO_FILE, CSP_MANIFEST_FILE } from '../../site/server/siteManifest';
import { FEEDBACK_API_ERRORS as E } from '../../src/spec/feedback';
import { FIXTURE_PAGES, makeFixtureSite } from './fixtureSite';
import { NO_FLOOD_LIMIT, postJson, send, startServer, tempDb } from './http';
import { exited, startProcess } from './process';

/** The server works from what the build wrote for it (site/server/siteManifest.ts), not from scanning the folder. */
describe('the build\'s data', () => {
  it('gives the server its page list: feedback is taken for listed pages only', async () => {
    const { dir } = await makeFixtureSite();
    const [listed, unlisted] = FIXTURE_PAGES as [string, string];
    await writeFile(path.join(dir, BUILD_INFO_FILE), JSON.stringify({ kind: 'production', pages: [listed] }));
    const server = await startServer(dir, await tempDb(), NO_FLOOD_LIMIT);
    try {
      expect((await postJson(server.origin, { path: listed, rating: 'up' })).status).toBe(201);
      const refused = await postJson(server.origin, { path: unlisted, rating: 'up' });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text)).toEqual({ error: E.pathUnknown });
      // The page itself is still a file of the site: the list is the feedback API's, not the file rules'.
      expect((await send(server.origin, 'GET', unlisted)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('is required: without it the server will not start, and says to build the site', async () => {
    for (const file of [BUILD_INFO_FILE, CSP_MANIFEST_FILE]) {
      const { dir } = await makeFixtureSite();
      await rm(path.join(dir, file));
      const store = openFeedbackStore(await tempDb());
      try {
        await expect(createApp({ siteDir: dir, store })).rejects.toThrow(new RegExp(`${file.replace('.', '\\.')} is missing: build the site \\(npm run build\\) before serving it`));
      } finally {
        store.close();
      }
    }
  });
});

describe('npm start and the kind of build', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

  it('serves a test build only when told to (SITE_BUILD_KIND=test), as the e2e server is', async () => {
    const { dir } = await makeFixtureSite({ kind: 'test' });
    const running = await startProcess(dir, await tempDb(), { SITE_BUILD_KIND: 'test' });
    children.push(running.child);
    expect((await send(running.origin, 'GET', FIXTURE_PAGES[0]!)).status).toBe(200);
    const stopped = exited(running.child);
    running.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  });

  it('never builds a test build itself: the e2e server stops when its folder holds another build', async () => {
    const { dir } = await makeFixtureSite({ kind: 'production' });
    await expect(startProcess(dir, await tempDb(), { SITE_BUILD_KIND: 'test' })).rejects.toThrow(/server exited \(1\)[\s\S]*holds a production build, not a test build: scripts\/test-e2e\.ts builds it/);
  });
});
