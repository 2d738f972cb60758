import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atLeast, printDeclarations } from '../../systemStyleChecks';
import DisplayPrint from './DisplayPrint';
import DisplayResponsive from './DisplayResponsive';
import DisplaySystemProps from './DisplaySystemProps';

/**
 * The display utility: `display` (also per breakpoint, to hide content on some screens), `displayPrint`
 * for paper, and `overflow`, `textOverflow`, `visibility` and `whiteSpace`.
 */
const meta = {
  title: 'MUI System/Style Utilities/Display',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Responsive: Story = {
  render: () => <DisplayResponsive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wide = atLeast(900);
    const aside = canvas.queryByRole('complementary', { name: 'Packing notes' });
    const note = canvas.getByTestId('compact-note');
    // display: { xs: 'none', md: 'block' }: hidden below 900 px (and out of the accessibility tree).
    if (wide) {
      await expect(aside).toBeVisible();
      await expect(getComputedStyle(note).display).toBe('none');
    } else {
      await expect(aside).toBeNull();
      await expect(note).toBeVisible();
    }
  },
};

export const Print: Story = {
  render: () => <DisplayPrint />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = canvas.getByTestId('screen-actions');
    const footer = canvas.getByTestId('print-footer');
    // On screen: the actions show, the payment footer does not.
    await expect(canvas.getByRole('button', { name: 'Print invoice' })).toBeVisible();
    await expect(getComputedStyle(actions).display).toBe('flex');
    await expect(footer).not.toBeVisible();
    // On paper: displayPrint wrote an @media print rule for each.
    await expect(printDeclarations(actions).map((style) => style.display)).toContain('none');
    await expect(printDeclarations(footer).map((style) => style.display)).toContain('block');
  },
};

export const SystemProps: Story = {
  render: () => <DisplaySystemProps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText(/^Hotel Miradouro da Graça/);
    const style = getComputedStyle(name);
    await expect(style.overflow).toBe('hidden');
    await expect(style.textOverflow).toBe('ellipsis');
    await expect(style.whiteSpace).toBe('nowrap');
    // The long name is cut: its text is wider than its box. The short one fits.
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    const short = canvas.getByText('Casa do Largo');
    await expect(short.scrollWidth).toBeLessThanOrEqual(short.clientWidth);
  },
};
