import type { Meta, StoryObj } from '@storybook/react-vite';
import Sheet from '@mui/joy/Sheet';
import { expect, userEvent, within } from 'storybook/test';
import SheetInvertedColors from './SheetInvertedColors';
import SheetSummary from './SheetSummary';
import SheetVariants from './SheetVariants';

/** Joy's Sheet is a plain surface that takes the global variants and colours: a panel, a banner, a form's background. */
const meta = {
  title: 'Joy UI/Surfaces/Sheet',
  component: Sheet,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Sheet>;

export default meta;

type Story = StoryObj<typeof meta>;

const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** Relative luminance (0 black … 1 white) of a computed `rgb(…)` colour. */
const luminance = (color: string) => {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

export const VariantsAndColors: Story = {
  name: 'Variants and colors',
  render: () => <SheetVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['plain', 'outlined', 'soft', 'solid']) {
      await expect(canvas.getByTestId(`variant-${variant}`)).toHaveClass(`MuiSheet-variant${capital(variant)}`);
    }
    for (const color of ['primary', 'neutral', 'danger', 'success', 'warning']) {
      await expect(canvas.getByTestId(`color-${color}`)).toHaveClass(`MuiSheet-color${capital(color)}`);
    }
    // outlined draws a border; plain draws none.
    await expect(getComputedStyle(canvas.getByTestId('variant-outlined')).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(canvas.getByTestId('variant-plain')).borderTopStyle).toBe('none');
  },
};

export const SummaryPanel: Story = {
  name: 'Summary panel',
  render: () => <SheetSummary />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Booking summary' });
    await expect(within(panel).getByTestId('total')).toHaveTextContent('€426.00');
    const code = within(panel).getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(code, 'WINTER');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await expect(within(panel).getByRole('status')).toHaveTextContent('"WINTER" is not a valid code.');
    await expect(within(panel).getByTestId('total')).toHaveTextContent('€426.00');
    await userEvent.clear(code);
    await userEvent.type(code, 'spring10{Enter}');
    await expect(within(panel).getByRole('status')).toHaveTextContent('10% off the room price.');
    await expect(within(panel).getByTestId('total')).toHaveTextContent('€390.00');
  },
};

export const InvertedColors: Story = {
  name: 'Inverted colors',
  render: () => <SheetInvertedColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = canvas.getByTestId('storage-sheet');
    const outlined = within(sheet).getByRole('button', { name: 'Archive old receipts' });
    const invertedText = getComputedStyle(outlined).color;
    const toggle = canvas.getByRole('switch', { name: 'Invert the colours inside the sheet' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    // Without inversion the button keeps its ordinary colours, which no longer suit the solid sheet.
    await expect(getComputedStyle(outlined).color).not.toBe(invertedText);
    await userEvent.click(toggle);
    await expect(getComputedStyle(outlined).color).toBe(invertedText);
    // Inverted, the text turns light on the dark solid surface.
    await expect(luminance(getComputedStyle(sheet).backgroundColor)).toBeLessThan(0.3);
    await expect(luminance(getComputedStyle(within(sheet).getByRole('heading', { name: 'Receipt storage almost full' })).color)).toBeGreaterThan(0.6);
  },
};
