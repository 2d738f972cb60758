import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import JoyButton from '@mui/joy/Button';
import MaterialButton from '@mui/material/Button';
import { SettingsProvider } from '../../../src/components/settings/SettingsContext';
import { DocsThemeProvider } from '../../../src/components/settings/DocsThemeProvider';
import { JoyProvider } from '../../../src/components/joy/JoyProvider';
import { JOY_MODE_KEY, siteModeStorage } from '../../../src/components/joy/siteModeStorage';
import { createBidiEmotionCache } from '../../../src/theme/emotionCache';
import { DEFAULT_SETTINGS } from '../../../src/theme/settings';
import { usedStyles, type StyleBlock } from '../../../site/build/pageStyles';
import { pageStyleTag } from '../../../site/build/inlineStyles';

/** One island as the site pre-renders it: the frame's providers, the page's Emotion cache. */
function prerender(demo: React.ReactNode): { html: string; blocks: StyleBlock[] } {
  const cache = createBidiEmotionCache();
  createEmotionServer(cache);
  const html = renderToString(
    <SettingsProvider initial={DEFAULT_SETTINGS}>
      <DocsThemeProvider cache={cache} globalStyles={false}>
        {demo}
      </DocsThemeProvider>
    </SettingsProvider>,
  );
  return { html, blocks: usedStyles(cache, html) };
}

const joyPage = () => prerender(<JoyProvider><JoyButton variant="soft" color="danger">Cancel the trip</JoyButton></JoyProvider>);
const materialPage = () => prerender(<MaterialButton variant="contained">Save the invoice</MaterialButton>);

describe("Joy demos in Joy's own theme", () => {
  it("pre-renders Joy's CSS variables, light on :root and .light, dark on the site's .dark class", () => {
    const css = joyPage().blocks.map((b) => b.css).join('');
    expect(css).toMatch(/:root\{[^}]*--joy-fontFamily-body:"Inter"/);
    expect(css).toMatch(/:root,\.light\{[^}]*--joy-palette-background-body:var\(--joy-palette-common-white/);
    expect(css).toMatch(/\.dark\{[^}]*--joy-palette-background-body:var\(--joy-palette-common-black/);
    // No attribute or media selector of Joy's own: the site's class is the only switch.
    expect(css).not.toContain('data-joy-color-scheme');
    expect(css).not.toContain('prefers-color-scheme');
  });

  it("renders Joy's button (Joy classes, Joy variables), not Material's, inside a root with Joy's body font", () => {
    const { html, blocks } = joyPage();
    expect(html).toContain('MuiButton-variantSoft');
    expect(html).toContain('MuiButton-colorDanger');
    expect(html).toContain('data-joy-root');
    const root = blocks.find((b) => b.css.includes('var(--joy-fontFamily-body') && b.css.includes('--joy-palette-text-primary'));
    expect(root, 'the root block with font and colour').toBeDefined();
  });

  it("inlines Joy's rules on a page with a Joy demo only: a Material page's style tag has none", () => {
    const joy = pageStyleTag(joyPage().blocks, 'css');
    const material = pageStyleTag(materialPage().blocks, 'css');
    expect(joy.match(/--joy-/g)?.length).toBeGreaterThan(1);
    expect(material).toContain('MuiButton');
    expect(material).not.toContain('--joy-');
  });
});

describe("Joy's mode storage is the site's setting", () => {
  it("reads the reader's mode for Joy's mode key and Joy's defaults for its colour-scheme keys", () => {
    const manager = siteModeStorage('dark', () => undefined);
    expect(manager({ key: JOY_MODE_KEY }).get('system')).toBe('dark');
    expect(manager({ key: 'joy-color-scheme-dark' }).get('dark')).toBe('dark');
  });

  it('hands a new mode to the site, ignores the mode it already has and anything that is not a mode', () => {
    const change = vi.fn();
    const mode = siteModeStorage('light', change)({ key: JOY_MODE_KEY });
    mode.set('light');
    mode.set('sepia');
    siteModeStorage('light', change)({ key: 'joy-color-scheme-light' }).set('dark');
    expect(change).not.toHaveBeenCalled();
    mode.set('dark');
    expect(change).toHaveBeenCalledWith('dark');
  });
});
