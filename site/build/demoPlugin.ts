import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { demoSource } from './demoSource.ts';

const SUFFIX = '?demo';

/**
 * `import * as X from './Demo.tsx?demo'` gives the demo component, its name and its TS + JS
 * source (highlighted at build time). The demo file stays the one source of the code.
 */
export function demoPlugin(): Plugin {
  return {
    name: 'docs-demo-source',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const source = await demoSource(await readFile(file, 'utf8'));
      const name = path.basename(file).replace(/\.[jt]sx?$/, '');
      return [
        `export { default } from ${JSON.stringify(file)};`,
        `export const name = ${JSON.stringify(name)};`,
        `export const source = ${JSON.stringify(source)};`,
      ].join('\n');
    },
  };
}
