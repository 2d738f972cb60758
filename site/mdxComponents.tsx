import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { MDXComponents } from 'mdx/types';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { CodeBlock } from '../src/components/code/CodeBlock';
import type { DemoModule } from '../src/components/code/Demo';
import { DocsLink } from '../src/components/link/DocsLink';
import { useSiteConfig } from '../src/config/SiteConfigContext';
import { Island } from './islands/Island';
import { isUnwrittenNavPage } from './unwrittenPages';
import { InHouseAds } from '../src/components/ads/InHouseAds';
import { DocsTable } from '../src/components/page/DocsTable';
import { DocsHeading } from '../src/components/page/DocsHeading';
import { Callout } from '../src/components/page/Callout';
import { SystemPropertiesTable } from '../src/components/system/SystemPropertiesTable';

type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-code'?: string; 'data-language'?: string };

const heading = (level: 1 | 2 | 3) =>
  function Heading(props: { id?: string; children?: ReactNode }) {
    return <DocsHeading level={level} {...props} />;
  };

const H1 = heading(1);

/**
 * The page title with the ad right under it: the ad network's island when one is configured,
 * otherwise the in-house ads, decided by the page script without React (site/client/inHouseAds.ts).
 */
function TitleWithAd(props: { id?: string; children?: ReactNode }) {
  const { adScriptUrl, adFeedUrl } = useSiteConfig();
  return (
    <>
      <H1 {...props} />
      {adScriptUrl || adFeedUrl ? <Island kind="ad" when="visible" props={{}} /> : <InHouseAds />}
    </>
  );
}

/** A demo: an island that hydrates near the viewport once the reader has acted (`engaged`: site/islands/types.ts; site/islands/DemoIsland.tsx). */
function Demo({ demo }: { demo: DemoModule }) {
  if (!demo.id) throw new Error(`Demo ${demo.name} has no id: import it with ?demo.`);
  return <Island kind="demo" when="engaged" props={{ id: demo.id }} />;
}

/** The colour tool of the Color page: an island that hydrates near the viewport once the reader has acted. */
function ColorTool() {
  return <Island kind="colorTool" when="engaged" props={{}} />;
}

/** The Joy UI tools (site/islands/JoyToolIsland.tsx): islands that hydrate near the viewport once the reader has acted. */
const JoyDefaultThemeViewer = () => <Island kind="joyTool" when="engaged" props={{ tool: 'defaultThemeViewer' }} />;
const JoyThemeBuilder = () => <Island kind="joyTool" when="engaged" props={{ tool: 'themeBuilder' }} />;

/** MUI System's sx playground (site/islands/SxPlaygroundIsland.tsx): styles a Box, or the custom TripCard with `target="customComponent"`. */
const SxPlayground = ({ target = 'box' }: { target?: 'box' | 'customComponent' }) => <Island kind="sxPlayground" when="engaged" props={{ target }} />;

/** How Markdown elements render on docs pages. */
export const mdxComponents: MDXComponents = {
  h1: TitleWithAd,
  h2: heading(2),
  h3: heading(3),
  p: (props) => <Typography component="p" sx={{ my: 2, lineHeight: 1.7 }} {...props} />,
  // A link to a nav page that is not written yet reads as plain words until the page exists.
  a: ({ href = '', ...props }) => (isUnwrittenNavPage(href) ? <>{props.children}</> : <Link component={DocsLink} href={href} {...props} />),
  pre: ({ children, 'data-code': code = '', 'data-language': language = 'text' }: PreProps) => (
    <CodeBlock code={code} language={language}>
      {children}
    </CodeBlock>
  ),
  table: (props) => <DocsTable {...props} />,
  Demo,
  Callout,
  SystemPropertiesTable,
  ColorTool,
  JoyDefaultThemeViewer,
  JoyThemeBuilder,
  SxPlayground,
};
