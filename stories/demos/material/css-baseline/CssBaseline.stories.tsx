import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CssBaselineDarkPanel from './CssBaselineDarkPanel';
import CssBaselineRichText from './CssBaselineRichText';
import CssBaselineScopedWidget from './CssBaselineScopedWidget';
import { contentEnd, inlineEnd } from '../../../inline';

/**
 * CssBaseline evens out the browser's default styles (body margin, box sizing) and gives the whole document
 * the theme's background, text colour and body font; ScopedCssBaseline does the same for one part of a page. Both render no visible
 * element, so the stories show their effect on content.
 */
const meta = {
  // Its plays read the reading direction: also run in rtl (tests/stories/modes.ts).
  tags: ['rtl'],
  title: 'Material UI/Utils/CSS Baseline',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ScopedWidget: Story = {
  render: () => <CssBaselineScopedWidget />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [plain, scoped] = canvas
      .getAllByText('Next delivery:', { exact: false })
      .map((node) => node.closest('div') as HTMLElement);
    // The host page's content-box sizing makes the plain widget wider than its parent…
    await expect(getComputedStyle(plain).boxSizing).toBe('content-box');
    await expect(getComputedStyle(scoped).boxSizing).toBe('border-box');
    const plainHost = canvas.getByRole('region', { name: 'Without a baseline' });
    const scopedHost = canvas.getByRole('region', { name: 'Inside ScopedCssBaseline' });
    await expect(inlineEnd(plain)).toBeGreaterThan(contentEnd(plainHost) + 1);
    // …while the scoped one fits and uses the theme's font.
    // Sub-pixel layout: "fits" means within a pixel of the content edge.
    await expect(Math.abs(inlineEnd(scoped) - contentEnd(scopedHost))).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(plain).fontFamily).toContain('Georgia');
    await expect(getComputedStyle(scoped).fontFamily).toContain('Roboto');
  },
};

export const DarkPanel: Story = {
  render: () => <CssBaselineDarkPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('list', { name: 'Build log' });
    const panel = log.parentElement;
    if (!panel) {
      throw new Error('The panel is missing');
    }
    // enableColorScheme sets `color-scheme` on the scoped element only.
    await expect(getComputedStyle(panel).colorScheme).toBe('dark');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(6);

    const select = canvas.getByRole('combobox', { name: 'Show' });
    await userEvent.selectOptions(select, 'error');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    await expect(log).toHaveTextContent('1 test failed');
    await userEvent.selectOptions(select, 'all');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const RichText: Story = {
  render: () => <CssBaselineRichText />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article');
    await expect(article).toHaveClass('MuiScopedCssBaseline-root');
    await expect(canvas.getByRole('heading', { name: 'Changing your delivery address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'pickup point' })).toHaveAttribute(
      'href',
      'https://example.com/pickup-points',
    );
    // The baseline gives <strong> the theme's bold weight.
    await expect(getComputedStyle(canvas.getByText('packed')).fontWeight).toBe('700');
  },
};
