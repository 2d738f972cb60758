import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRAND } from '../../src/theme/brand';

/**
 * The page the service worker answers with when the reader is offline and asks for a page they
 * have not opened before. Static, no script: it must work with nothing else loaded.
 */
export async function writeOfflinePage(outDir: string, home: string): Promise<void> {
  const html = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Offline · MUI docs</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fff; color: #1c2025; }
  main { max-width: 34rem; padding: 2rem; line-height: 1.6; }
  h1 { font-size: 1.75rem; margin: 0 0 .75rem; }
  a { color: ${BRAND.main}; }
  @media (prefers-color-scheme: dark) { body { background: #0b0d0e; color: #e5eaf2; } a { color: #99ccf3; } }
</style>
</head>
<body>
<main>
  <h1>You're offline</h1>
  <p>This page hasn't been saved on this device yet, so it can't be shown without a connection.</p>
  <p>Every page you have opened before is still readable, and search keeps working. Try one of them, or reload once you're back online.</p>
  <p>To have every page with you next time, turn on “Available offline” in the settings once you're back online.</p>
  <p><a href="${home}">Go to the Material UI overview</a></p>
</main>
</body>
</html>
`;
  await writeFile(path.join(outDir, 'offline.html'), html);
}
