import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { demoSource } from './demoSource.ts';
import { demoIdOf } from '../demoId.ts';

const SUFFIX = '?demo';
/** The demo's component and source, as a chunk of its own (the demo islands, site/islands/DemoIsland.tsx). */
const FULL_SUFFIX = '?demo-full';

/**
 * `import * as X from './Demo.tsx?demo'` gives the demo's name, a `load()` for its component and
 * TS + JS source (highlighted at build time), and the component and source themselves.
 * The demo file stays the one source of the code.
 */
export function demoPlugin(): Plugin {
  return {
    name: 'docs-demo-source',
    enforce: 'pre',
    async resolveId(source, importer) {
      const suffix = [FULL_SUFFIX, SUFFIX].find((s) => source.endsWith(s));
      if (!suffix) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${suffix}` : null;
    },
    async load(id) {
      const suffix = [FULL_SUFFIX, SUFFIX].find((s) => id.endsWith(s));
      if (!suffix) return null;
      const file = id.slice(0, -suffix.length);
      const name = path.basename(file).replace(/\.[jt]sx?$/, '');
      this.addWatchFile(file);
      const source = JSON.stringify(await demoSource(await readFile(file, 'utf8')));
      if (suffix === FULL_SUFFIX) return [`export { default } from ${JSON.stringify(file)};`, `export const source = ${source};`].join('\n');
      return [
        `import Component from ${JSON.stringify(file)};`,
        'export default Component;',
        `export const name = ${JSON.stringify(name)};`,
        `export const id = ${JSON.stringify(demoIdOf(file))};`,
        `export const source = ${source};`,
        'export const load = () => Promise.resolve({ default: Component, source });',
      ].join('\n');
    },
  };
}
