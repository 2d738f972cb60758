import path from 'node:path';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import mdx from '@mdx-js/rollup';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import rehypeHighlight from 'rehype-highlight';
import rehypeCodeMeta from './site/build/mdx/rehypeCodeMeta.ts';
import rehypeToc from './site/build/mdx/rehypeToc.ts';
import { demoPlugin } from './site/build/demoPlugin.ts';

/** Plugins the docs content needs; Storybook reuses them (see .storybook/main.ts). */
export const contentPlugins = (): PluginOption[] => [
  demoPlugin(),
  {
    enforce: 'pre',
    ...mdx({
      remarkPlugins: [remarkGfm],
      // Code meta before highlighting, so the copy button gets the raw text.
      rehypePlugins: [rehypeSlug, rehypeCodeMeta, [rehypeHighlight, { detect: false }], rehypeToc],
    }),
  },
  react({ include: /\.(mdx|[jt]sx?)$/ }),
];

export default defineConfig({
  plugins: contentPlugins(),
  resolve: {
    alias: { '@demos': path.resolve(import.meta.dirname, 'stories/demos') },
  },
  ssr: {
    // Joy and Material ship directory imports Node cannot load, and stylis-plugin-rtl's CommonJS default export is an object under Node: bundle them.
    noExternal: [/^@mui\//, 'stylis-plugin-rtl'],
  },
  build: {
    target: 'es2022',
    reportCompressedSize: false,
    // The page script imports islands on their triggers: nothing is preloaded before first paint.
    modulePreload: false,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
