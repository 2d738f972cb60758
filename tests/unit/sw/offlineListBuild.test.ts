import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeOfflineList } from '../../../site/build/offlineList';
import { OFFLINE_LIST_URL, parseOfflineList } from '../../../src/sw/offlineList';

let dir: string;
const put = async (file: string, body: string) => {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), body);
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'offline-list-'));
  await put('index.html', 'redirect');
  await put('404.html', 'not found');
  await put('offline.html', 'offline');
  await put('material-ui/getting-started/index.html', '<h1>Overview</h1>');
  await put('material-ui/react-button/index.html', '<h1>Button</h1>');
  await put('assets/app-1a2b.js', 'app');
  await put('static/ads/logo.svg', '<svg/>');
  await put('pagefind/pagefind.js', 'search');
  await put('pagefind/fragment/en_1.pf_fragment', 'fragment');
  await put('pagefind/pagefind-ui.js', 'unused ui');
  await put('pagefind/pagefind-highlight.js', 'unused highlight');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the list of what "Available offline" saves (build)', () => {
  it('every written page and every file pages and search load, with hash and size; not the redirect, 404 or unused search UIs', async () => {
    const counts = await writeOfflineList(dir);
    const list = parseOfflineList(JSON.parse(await readFile(path.join(dir, OFFLINE_LIST_URL), 'utf8')));
    expect(list.pages.map((e) => e.url)).toEqual(['/material-ui/getting-started', '/material-ui/react-button']);
    expect(list.files.map((e) => e.url)).toEqual(['/assets/app-1a2b.js', '/pagefind/fragment/en_1.pf_fragment', '/pagefind/pagefind.js', '/static/ads/logo.svg']);
    const button = list.pages[1]!;
    expect(button.revision).toBe(createHash('sha256').update('<h1>Button</h1>').digest('hex').slice(0, 32));
    expect(button.size).toBe('<h1>Button</h1>'.length);
    expect(counts).toEqual({ pages: 2, files: 4, bytes: [...list.pages, ...list.files].reduce((sum, e) => sum + e.size, 0) });
  });
});
