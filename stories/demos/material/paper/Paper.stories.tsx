import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Paper from '@mui/material/Paper';
import PaperElevation from './PaperElevation';
import PaperOrderSummary from './PaperOrderSummary';
import PaperVariants from './PaperVariants';

/**
 * Paper is the surface that cards, menus, dialogs and app bars are made of: a background with a shadow or
 * an outline that lifts content off the page. Use low elevations for content in the page and higher ones
 * for what floats above it; in dark mode higher surfaces also get lighter.
 */
const meta = {
  title: 'Material UI/Surfaces/Paper',
  component: Paper,
  parameters: { layout: 'padded', muiApi: 'Paper' },
} satisfies Meta<typeof Paper>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Elevation (0–24), variant, square corners and the text are controls. */
export const Playground: Story = {
  args: { children: 'Order 4821 · 3 items · €46.50', elevation: 3, variant: 'elevation', square: false },
  render: (args) => <Paper {...args} sx={{ p: 2, maxWidth: 320 }} />,
  play: async ({ canvasElement, args }) => {
    const paper = within(canvasElement).getByText(String(args.children));
    if (args.variant === 'outlined') await expect(paper).toHaveClass('MuiPaper-outlined');
    else await expect(paper).toHaveClass(`MuiPaper-elevation${args.elevation ?? 1}`);
    await expect(paper.classList.contains('MuiPaper-rounded')).toBe(!args.square);
  },
};

export const Elevation: Story = {
  render: () => <PaperElevation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('elevation=24').closest('.MuiPaper-root'),
    ).toHaveClass('MuiPaper-elevation24');
    await expect(canvasElement.querySelectorAll('.MuiPaper-root')).toHaveLength(8);
  },
};

export const Variants: Story = {
  render: () => <PaperVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outlinedSquare = canvas
      .getByText('Outlined, square')
      .closest('.MuiPaper-root');
    await expect(outlinedSquare).toHaveClass('MuiPaper-outlined');
    await expect(outlinedSquare).not.toHaveClass('MuiPaper-rounded');
    await expect(
      canvas.getByText('Elevation, rounded').closest('.MuiPaper-root'),
    ).toHaveClass('MuiPaper-elevation1', 'MuiPaper-rounded');
  },
};

export const OrderSummary: Story = {
  render: () => <PaperOrderSummary />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    await expect(summary.tagName).toBe('SECTION');
    const terms = within(summary).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Ceramic pour-over set',
      'Single-origin beans, 250 g',
      'Shipping',
      'Total',
    ]);
    await expect(within(summary).getByText('€61.40')).toBeVisible();
  },
};
