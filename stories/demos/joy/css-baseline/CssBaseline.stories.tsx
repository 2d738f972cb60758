import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import CssBaselineBeforeAfter from './CssBaselineBeforeAfter';
import CssBaselineColorScheme from './CssBaselineColorScheme';
import CssBaselineWidget from './CssBaselineWidget';

/**
 * Joy's ScopedCssBaseline gives one element and its children what CssBaseline gives a whole page: Joy's
 * body typography, text and background colours, border-box sizing and the CSS `color-scheme`.
 */
const meta = {
  title: 'Joy UI/Utils/CSS Baseline',
  component: ScopedCssBaseline,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScopedCssBaseline>;

export default meta;

type Story = StoryObj<typeof meta>;

const style = (element: Element) => getComputedStyle(element);
const rect = (element: Element) => element.getBoundingClientRect();

export const BeforeAndAfter: Story = {
  render: () => <CssBaselineBeforeAfter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Outside the baseline the text keeps the page's serif font and size; inside it, Joy's body-md (Inter, 16 px).
    await expect(style(canvas.getByTestId('plain-text')).fontFamily).toMatch(/^Georgia/);
    await expect(style(canvas.getByTestId('plain-text')).fontSize).toBe('18px');
    await expect(style(canvas.getByTestId('scoped-text')).fontFamily).toMatch(/Inter/);
    await expect(style(canvas.getByTestId('scoped-text')).fontSize).toBe('16px');
    await expect(style(canvas.getByTestId('scoped')).boxSizing).toBe('border-box');
    // With content-box, width: 100% plus padding and border pushes the bar past its card's padding; with border-box it fits.
    const plainBar = canvas.getByTestId('plain-bar');
    const scopedBar = canvas.getByTestId('scoped-bar');
    await expect(style(plainBar).boxSizing).toBe('content-box');
    await expect(style(scopedBar).boxSizing).toBe('border-box');
    await expect(rect(plainBar).right).toBeGreaterThan(rect(canvas.getByTestId('plain-card')).right - 16);
    await expect(Math.round(rect(canvas.getByTestId('scoped-card')).right - rect(scopedBar).right)).toBe(17);
  },
};

export const ColorScheme: Story = {
  render: () => <CssBaselineColorScheme />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByTestId('dark-panel');
    // Dark in both site modes: Joy's dark background and text, and color-scheme: dark for the native controls.
    await expect(style(panel).colorScheme).toBe('dark');
    const [r, g, b] = style(panel).backgroundColor.match(/\d+/g)!.map(Number);
    await expect(r! + g! + b!).toBeLessThan(120);
    const [tr, tg, tb] = style(panel).color.match(/\d+/g)!.map(Number);
    await expect(tr! + tg! + tb!).toBeGreaterThan(600);
    await expect(canvas.getByLabelText('Departure date')).toHaveValue('2026-06-14');
    const wallet = canvas.getByRole('checkbox', { name: 'Add to my wallet' });
    await userEvent.click(wallet);
    await expect(wallet).not.toBeChecked();
    await userEvent.click(wallet);
    await expect(wallet).toBeChecked();
    wallet.blur();
  },
};

export const AnyElement: Story = {
  render: () => <CssBaselineWidget />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Lemon drizzle cake' });
    await expect(article).toHaveClass('MuiScopedCssBaseline-root');
    // body-md: 16 px on a 24 px line; <b> and <strong> are bold (700).
    await expect(style(article).fontSize).toBe('16px');
    await expect(style(article).lineHeight).toBe('24px');
    await expect(style(within(article).getByText('55 minutes')).fontWeight).toBe('700');
    await expect(style(within(article).getByText('8')).fontWeight).toBe('700');
    const save = canvas.getByRole('button', { name: 'Save the recipe' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveClass('MuiButton-variantSolid');
    save.blur();
  },
};
