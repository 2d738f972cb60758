import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './process';

/** `npm run build`'s program with extra environment; resolves with its exit code and output. */
function runBuild(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'site/build/build.ts'], { cwd: ROOT, env: { ...process.env, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

describe('the build checks the nav trees (spec §2, §5)', () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'nav-build-'));
  const marker = path.join(outDir, 'index.html');
  writeFileSync(marker, 'the previous build');
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('stops on a duplicate page path, names it and where it occurs, and leaves the previous build alone', async () => {
    const { code, out } = await runBuild({ SITE_NAV_DATA: 'tests/fixtures/nav-duplicate.ts', SITE_OUT_DIR: outDir });
    expect(code).not.toBe(0);
    expect(out).toContain('Duplicate page path "/material-ui/react-button" in material-ui: at Components › Inputs › Button and at Components › Lab › Button');
    // The repeatable API tabs of the fixture are not reported.
    expect(out).not.toContain('components-api"');
    expect(readFileSync(marker, 'utf8')).toBe('the previous build');
  });

  it("passes the site's own nav data through the same check", async () => {
    const { code, out } = await runBuild({ SITE_NAV_DATA: 'site/data/index.ts', SITE_OUT_DIR: outDir });
    expect(out).toContain('no duplicate page path');
    expect(code).toBe(0);
  });
});
