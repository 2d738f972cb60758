import type { Preview, Decorator } from '@storybook/react-vite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useColorScheme } from '@mui/material/styles';
import { SettingsProvider, useSettings } from '../src/components/settings/SettingsContext';
import { DocsThemeProvider } from '../src/components/settings/DocsThemeProvider';
import { TranslationProvider } from '../src/components/i18n/TranslationContext';
import { DEFAULT_LANGUAGE } from '../src/i18n/language';
import { DEFAULT_SETTINGS, type ColorMode, type Direction } from '../src/theme/settings';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
// Joy UI's own typeface, self-hosted (its theme names Inter first).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '../site/global.css';
import { apiArgTypes } from './apiArgTypes';
import { JoyProvider } from '../src/components/joy/JoyProvider';
import { applyGridLicence } from '../src/components/dataGrid/gridLicence';

/**
 * Marks the document once the story shows the requested globals, its colour scheme applied (the story
 * tests wait on it).
 */
function GlobalsReady({ mode, direction }: { mode: string; direction: string }) {
  const { colorScheme } = useColorScheme();
  const shown = mode === 'system' || colorScheme === mode;
  useEffect(() => {
    if (shown) document.documentElement.dataset.sbGlobals = `${mode}-${direction}`;
  }, [shown, mode, direction]);
  return null;
}

/**
 * The mode follows the global in place, as on the site when a reader switches it: the story is not
 * remounted and keeps the state its play function led to (the story tests screenshot dark that way).
 */
function FollowMode({ mode }: { mode: ColorMode }) {
  const { dispatch } = useSettings();
  // Only a change of the global: a story that switches the mode itself (a demo's own toggle) keeps it.
  const global = useRef(mode);
  useLayoutEffect(() => {
    if (global.current === mode) return;
    global.current = mode;
    dispatch({ type: 'SET_MODE', mode });
  }, [mode, dispatch]);
  return null;
}

/** The code variant on <html>, as the site's page script puts it there (demos show that variant's code). */
function CodeVariantAttribute() {
  const { settings } = useSettings();
  useEffect(() => {
    document.documentElement.setAttribute('data-code-variant', settings.codeVariant);
  }, [settings.codeVariant]);
  return null;
}

// Data Grid demos mount once the MUI X licence is settled: stories show the unlicensed watermark unless a
// key is given (STORYBOOK_MUI_LICENSE_KEY), as the site does without VITE_MUI_LICENSE_KEY.
void applyGridLicence(import.meta.env.STORYBOOK_MUI_LICENSE_KEY ?? '');

/** Mode and direction are Storybook globals: one decorator, every story. */
const withDocsTheme: Decorator = (Story, context) => {
  const mode = (context.globals.theme ?? 'light') as ColorMode;
  const direction = (context.globals.direction ?? 'ltr') as Direction;
  const dense = context.globals.density === 'dense';
  return (
    <TranslationProvider language={DEFAULT_LANGUAGE}>
      {/* Direction and density remount the providers (another Emotion cache, another theme); the mode does not. */}
      <SettingsProvider key={`${direction}-${dense}`} initial={{ ...DEFAULT_SETTINGS, mode, direction, dense }}>
        <FollowMode mode={mode} />
        <DocsThemeProvider>
          <div dir={direction} style={{ background: 'var(--mui-palette-background-default)', color: 'var(--mui-palette-text-primary)', minHeight: '100%' }}>
            {context.title.startsWith('Joy UI/') ? (
              <JoyProvider>
                <Story />
              </JoyProvider>
            ) : (
              <Story />
            )}
          </div>
          <GlobalsReady mode={mode} direction={direction} />
          <CodeVariantAttribute />
        </DocsThemeProvider>
      </SettingsProvider>
    </TranslationProvider>
  );
};

/** The story runner's own browser (test-runner-jest.config.js names it in the user agent; it runs axe itself, once per mode, and fails on violations). */
const inStoryRunner = typeof navigator !== 'undefined' && /StorybookTestRunner/.test(navigator.userAgent);

const preview: Preview = {
  decorators: [withDocsTheme],
  argTypesEnhancers: [apiArgTypes],
  // Every component gets a docs page: description, props table with controls, every story with its code.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['light', 'dark', 'system'], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    density: {
      description: 'Density',
      toolbar: { title: 'Density', icon: 'component', items: ['comfortable', 'dense'], dynamicTitle: true },
    },
  },
  initialGlobals: {
    theme: 'light',
    direction: 'ltr',
    density: 'comfortable',
    // People get axe's results in the Accessibility panel on every story; the runner checks on its own.
    a11y: { manual: inStoryRunner },
  },
  parameters: {
    layout: 'padded',
    // Shown in the panel as warnings; failures fail the story runner (.storybook/test-runner.ts), which
    // runs axe itself in every mode (the addon's run is off there: two axe runs at once would collide).
    a11y: { test: 'todo' },
    options: {
      // The site's own order (tests/unit/stories/catalog.test.ts checks it against the nav data); Joy UI
      // lists every page of its nav, so its pages fall into place as their stories arrive.
      storySort: {
        order: [
          'Welcome',
          'Shell',
          'Material UI',
          [
            'All components',
            'Inputs',
            ['Autocomplete', 'Button', 'Button Group', 'Checkbox', 'Floating Action Button', 'Radio Group', 'Rating', 'Select', 'Slider', 'Switch', 'Text Field', 'Transfer List', 'Toggle Button'],
            'Data display',
            ['Avatar', 'Badge', 'Chip', 'Divider', 'Icons', 'Material Icons', 'List', 'Table', 'Tooltip', 'Typography'],
            'Feedback',
            ['Alert', 'Backdrop', 'Dialog', 'Progress', 'Skeleton', 'Snackbar'],
            'Surfaces',
            ['Accordion', 'App Bar', 'Card', 'Paper'],
            'Navigation',
            ['Bottom Navigation', 'Breadcrumbs', 'Drawer', 'Link', 'Menu', 'Pagination', 'Speed Dial', 'Stepper', 'Tabs'],
            'Layout',
            ['Box', 'Container', 'Grid', 'GridLegacy', 'Stack', 'Image List'],
            'Utils',
            ['Click-Away Listener', 'CSS Baseline', 'InitColorSchemeScript', 'Modal', 'No SSR', 'Popover', 'Popper', 'Portal', 'Textarea Autosize', 'Transitions', 'useMediaQuery'],
            'Lab',
            ['About the lab', 'Masonry', 'Timeline'],
            'Customization',
            ['How To Customize', 'Overriding Component Structure', 'Dark Mode', 'Right-to-left', 'Default theme viewer', 'Customizing the theme', 'Creating themed components', 'Components', 'Palette', 'Typography', 'Spacing', 'Breakpoints', 'Container Queries', 'Density', 'z-index', 'Transitions', 'Overview', 'Basic usage', 'Advanced configuration'],
            'How-to guides',
            ['Responsive UI', 'Localization', 'Composition'],
            'Integrations',
            ['Routing libraries', 'Style library interoperability', 'Theme Scoping'],
          ],
          'Joy UI',
          [
            'Getting started',
            ['Overview', 'Installation', 'Usage', 'Tutorial', 'Templates', 'Roadmap', 'Support'],
            'Main features',
            ['Global Variants', 'Color Inversion', 'Automatic Adjustment', 'Dark Mode Optimization'],
            'Inputs',
            ['Autocomplete', 'Button', 'Button Group', 'Checkbox', 'Input', 'Radio Button', 'Select', 'Slider', 'Switch', 'Textarea', 'Text Field', 'Toggle Button Group'],
            'Data display',
            ['Aspect Ratio', 'Avatar', 'Badge', 'Chip', 'Divider', 'List', 'Table', 'Tooltip', 'Typography'],
            'Feedback',
            ['Alert', 'Circular Progress', 'Linear Progress', 'Modal', 'Skeleton', 'Snackbar'],
            'Surfaces',
            ['Accordion', 'Card', 'Sheet'],
            'Navigation',
            ['Breadcrumbs', 'Drawer', 'Link', 'Menu', 'Stepper', 'Tabs'],
            'Layout',
            ['Box', 'Grid', 'Stack'],
            'Utils',
            ['CSS Baseline'],
            'Customization',
            ['Approaches', 'Colors', 'Shadow', 'Typography', 'Components', 'Dark Mode', 'Using CSS variables', 'Creating themed components', 'Overriding the component structure', 'Right-to-left support', 'Default Theme Viewer', 'Theme Builder'],
            'Integrations',
            ['Next.js App Router', 'Usage with Material UI', 'Using other icon libraries'],
            'Migration',
            ['Migrating the default theme'],
          ],
          'MUI System',
          [
            'Getting started',
            ['Overview', 'Installation', 'Usage', 'The Sx Prop', 'Custom Components', 'Support'],
            'Style Utilities',
            ['Properties', 'Borders', 'Display', 'Flexbox', 'Grid', 'Palette', 'Positions', 'Shadows', 'Sizing', 'Spacing', 'Screen Readers', 'Typography', 'styled'],
            'Components',
            ['Box', 'Container', 'Grid', 'Stack'],
            'Migration',
            ['Migrating to v6'],
            'Experimental APIs',
            ['Configure the sx prop', 'CSS Theme Variables'],
            'Styles',
            ['Basics', 'Advanced', 'APIs'],
          ],
          'Docs-infra',
          [
            'Writing',
            ['Headers', 'Markdown', 'OG Image'],
            'Components',
            ['Callouts', 'Codeblock', 'Custom Components', 'Demos', 'Pro feature', 'API DataGridPremium'],
            'Test: pages.js',
            ['First-level child 1', 'Pro plan', 'New feature', 'Planned feature', 'Unstable feature', 'Beta feature', 'Legacy feature', 'OverflowWithLongApiComponent'],
            'First-level child 2',
            ['Second-level child', 'Subheader divider', 'Third-level child', 'Fourth-level child'],
            'Test: Data Grid e2e',
            ['Overview', 'Features', 'Getting Started', 'Layout', 'Editing', 'Copy and paste', 'Performance'],
            'Columns',
            ['Column Definition', 'Column Dimensions', 'Column Visibility', 'Column Header', 'Column Menu', 'Column Spanning', 'Column Groups', 'Column Ordering', 'Column Pinning'],
            'Rows',
            ['Row Definition', 'Row Updates', 'Row Height', 'Row spanning', 'Master Detail', 'Row Ordering', 'Row Pinning', 'Recipes'],
            'Group & Pivot',
            ['Tree Data', 'Row Grouping', 'Aggregation', 'Pivoting'],
            'Recipes',
            ['Editing', 'Row grouping'],
            'Upgrade to v6',
            ['Breaking changes: Data Grid', 'Breaking changes: Date and Time Pickers'],
            'Earlier versions',
            ['Migration from lab to v5 (Date and Time Pickers)', 'Migration from v4 to v5 (Data Grid)'],
          ],
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};
export default preview;
