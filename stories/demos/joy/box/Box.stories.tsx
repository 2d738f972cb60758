import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/joy/Box';
import BoxComponent from './BoxComponent';
import BoxResponsive from './BoxResponsive';
import BoxSx from './BoxSx';

/**
 * Joy's Box is a `div` (or any element) that takes the `sx` prop with Joy's theme: palette tokens,
 * radius, shadows, spacing and responsive values.
 */
const meta = {
  title: 'Joy UI/Layout/Box',
  component: Box,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Box>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Sx: Story = {
  render: () => <BoxSx />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByText('Amount due').parentElement!;
    const style = getComputedStyle(box);
    // Theme tokens resolve to Joy's values: radius "md" is 8px, spacing 2 is 16px.
    await expect(style.borderTopLeftRadius).toBe('8px');
    await expect(style.paddingTop).toBe('16px');
    await expect(style.boxShadow).not.toBe('none');
  },
};

export const Component: Story = {
  render: () => <BoxComponent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Packing list for Vienna' });
    await expect(region.tagName).toBe('SECTION');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Responsive: Story = {
  render: () => <BoxResponsive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByTestId('stats');
    const wide = canvasElement.ownerDocument.documentElement.clientWidth >= 600;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    await expect(columns).toBe(wide ? 3 : 1);
    await expect(canvas.getByText('€2,450')).toBeVisible();
  },
};
