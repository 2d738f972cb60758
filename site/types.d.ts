declare module '*?demo' {
  import type { ComponentType } from 'react';
  import type { DemoSource } from '../src/components/code/Demo';
  const Component: ComponentType;
  export default Component;
  export const name: string;
  export const source: DemoSource;
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
