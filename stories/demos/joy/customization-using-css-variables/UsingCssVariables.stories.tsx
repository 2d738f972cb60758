import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ComponentVarsInvoiceList from './ComponentVarsInvoiceList';
import CustomPrefixTheme from './CustomPrefixTheme';
import ThemeVarsBanner from './ThemeVarsBanner';

/**
 * Joy writes its theme as CSS variables: `theme.vars` refers to them in styles, each component
 * reads its own `--Component-…` variables, and `cssVarPrefix` renames the theme's set.
 */
const meta = {
  title: 'Joy UI/Customization/Using CSS variables',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** Relative luminance of a computed `rgb(…)` colour (0 black … 1 white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => Number(c) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export const ThemeVars: Story = {
  render: () => <ThemeVarsBanner />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // theme.vars holds references, not colours: the style is the same string in both schemes.
    await expect(canvas.getByText('var(--joy-palette-warning-softBg)', { selector: 'code' })).toBeVisible();
    const banner = canvas.getByTestId('due-banner');
    await expect(canvas.getByText('Invoice TB-1042 is due in 3 days')).toBeVisible();
    // …and the browser resolves them per scheme: a light banner in light mode, a dark one in dark mode.
    const background = luminance(getComputedStyle(banner).backgroundColor);
    if (document.documentElement.classList.contains('dark')) await expect(background).toBeLessThan(0.3);
    else await expect(background).toBeGreaterThan(0.8);
    await expect(getComputedStyle(banner).borderInlineStartWidth).toBe('4px');
  },
};

export const ComponentVars: Story = {
  render: () => <ComponentVarsInvoiceList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Open invoices' });
    const row = () => within(list).getAllByRole('listitem')[0]!;
    const icon = () => row().querySelector('svg')!;
    const tallRow = row().getBoundingClientRect().height;
    const largeIcon = icon().getBoundingClientRect().width;
    await expect(getComputedStyle(list).getPropertyValue('--List-padding').trim()).toBe('8px');
    await userEvent.click(canvas.getByRole('switch', { name: 'Compact rows' }));
    await expect(getComputedStyle(list).getPropertyValue('--List-padding').trim()).toBe('4px');
    // The rows and their icons shrink: ListItem reads --ListItem-minHeight, the icons --Icon-fontSize.
    await expect(row().getBoundingClientRect().height).toBeLessThan(tallRow);
    await expect(icon().getBoundingClientRect().width).toBe(16);
    await expect(icon().getBoundingClientRect().width).toBeLessThan(largeIcon);
    // The button's decorator keeps --Button-gap (0.75rem) from its text.
    const button = canvas.getByRole('button', { name: 'Send reminders' });
    const decorator = button.querySelector('.MuiButton-startDecorator')!;
    await expect(getComputedStyle(decorator).marginInlineEnd).toBe('12px');
  },
};

export const CustomPrefix: Story = {
  render: () => <CustomPrefixTheme />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('var(--joy-palette-primary-500)', { selector: 'code' })).toBeVisible();
    await expect(canvas.getByText('var(--tally-palette-primary-500)', { selector: 'code' })).toBeVisible();
    // Both sets of variables live side by side on the root element.
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--tally-palette-primary-500').trim().toLowerCase()).toBe('#0f766e');
    await expect(root.getPropertyValue('--joy-palette-primary-500').trim().toUpperCase()).toBe('#0B6BCB');
    // Each button takes the primary of its own theme.
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Create invoice' })).backgroundColor).toBe('rgb(11, 107, 203)');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Create Tallybook invoice' })).backgroundColor).toBe('rgb(15, 118, 110)');
  },
};
