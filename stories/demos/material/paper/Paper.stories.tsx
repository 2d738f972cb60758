import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PaperElevation from './PaperElevation';
import PaperOrderSummary from './PaperOrderSummary';
import PaperVariants from './PaperVariants';

const meta = {
  title: 'Material UI/Surfaces/Paper',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

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
