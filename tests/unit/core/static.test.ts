import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileFor } from '../../../site/server/siteFiles';

const root = path.resolve('/srv/docs-site');
const inside = (file: string | undefined) => file !== undefined && (file === root || file.startsWith(root + path.sep));

describe('fileFor', () => {
  it('maps a normal path inside the root', () => {
    expect(fileFor(root, '/material-ui/getting-started.html')).toBe(path.join(root, 'material-ui', 'getting-started.html'));
    expect(fileFor(root, '/assets/app.js')).toBe(path.join(root, 'assets', 'app.js'));
    expect(fileFor(root, '/a%20b.html')).toBe(path.join(root, 'a b.html'));
    expect(inside(fileFor(root, '/'))).toBe(true);
  });

  it('keeps harmless dot segments inside the root', () => {
    expect(fileFor(root, '/material-ui/../joy-ui/x.html')).toBe(path.join(root, 'joy-ui', 'x.html'));
  });

  it('rejects a relative ".." traversal', () => {
    expect(fileFor(root, '../etc/passwd')).toBeUndefined();
    expect(fileFor(root, '../../etc/passwd')).toBeUndefined();
    expect(fileFor(root, '%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(fileFor(root, '..%2f..%2fetc%2fpasswd')).toBeUndefined();
  });

  it('rejects a traversal into a sibling folder that shares the root as a prefix', () => {
    expect(fileFor(root, `../${path.basename(root)}-private/secret.txt`)).toBeUndefined();
  });

  // Absolute URL paths cannot climb above "/": ".." segments (plain or percent-encoded) are
  // either rejected or clamped at the root, exactly as a browser resolves them — never outside it.
  it.each([
    '/../etc/passwd',
    '/%2e%2e/etc/passwd',
    '/%2E%2E/etc/passwd',
    '/a/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/..%5c..%5cetc%5cpasswd',
  ])('never leaves the root for %s', (urlPath) => {
    const file = fileFor(root, urlPath);
    expect(file === undefined || inside(file)).toBe(true);
    expect(file).not.toBe(path.resolve('/etc/passwd'));
    if (file !== undefined && !urlPath.includes('%5c')) expect(file).toBe(path.join(root, 'etc', 'passwd'));
  });

  it('rejects a NUL byte, raw or encoded', () => {
    expect(fileFor(root, '/index.html%00.png')).toBeUndefined();
    expect(fileFor(root, '/index.html\0.png')).toBeUndefined();
  });

  it('rejects a malformed escape', () => {
    expect(fileFor(root, '/%E0%A4%A')).toBeUndefined();
    expect(fileFor(root, '/%')).toBeUndefined();
    expect(fileFor(root, '/%zz/index.html')).toBeUndefined();
  });
});
