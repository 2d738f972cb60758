declare module '*?demo' {
  import type { ComponentType } from 'react';
  import type { DemoSource, LoadedDemo } from '../src/components/code/Demo';
  /** Present when the demo is eager (SSR, Storybook, dev); the site's client bundle loads it with `load()`. */
  const Component: ComponentType | undefined;
  export default Component;
  export const name: string;
  export const source: DemoSource | undefined;
  export const load: () => Promise<LoadedDemo>;
}
declare module '*.mdx' {
  import type { ComponentType } from 'react';
  import type { MDXComponents } from 'mdx/types';
  import type { TocEntry } from '../src/components/page/Toc';
  export const toc: TocEntry[];
  export const meta: { description?: string } | undefined;
  const MDXContent: ComponentType<{ components?: MDXComponents }>;
  export default MDXContent;
}
