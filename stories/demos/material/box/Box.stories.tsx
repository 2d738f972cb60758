import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BoxBasic from './BoxBasic';
import BoxNestedSelectors from './BoxNestedSelectors';
import BoxResponsiveLayout from './BoxResponsiveLayout';
import BoxThemeValues from './BoxThemeValues';

const meta = {
  title: 'Material UI/Layout/Box',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <BoxBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // `component="section"` plus a label makes the Box a named region.
    const region = canvas.getByRole('region', { name: 'Delivery window' });
    await expect(region.tagName).toBe('SECTION');
    await expect(region).toHaveClass('MuiBox-root');
  },
};

export const ThemeValues: Story = {
  render: () => <BoxThemeValues />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = canvas.getAllByRole('listitem');
    await expect(tiles).toHaveLength(3);
    // `p: 2` is two theme spacing units.
    await expect(getComputedStyle(tiles[0]).paddingTop).toBe('16px');
  },
};

export const ResponsiveLayout: Story = {
  render: () => <BoxResponsiveLayout />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Ridge trail loop' });
    // The story viewport is wider than the `sm` breakpoint, so the row layout applies.
    await expect(getComputedStyle(article).flexDirection).toBe('row');
    await expect(
      canvas.getByRole('img', { name: /snow-capped peak/ }),
    ).toBeVisible();
  },
};

export const NestedSelectors: Story = {
  render: () => <BoxNestedSelectors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Invoice 2024-031' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(getComputedStyle(rows[0]).borderTopWidth).toBe('0px');
    await expect(getComputedStyle(rows[1]).borderTopWidth).toBe('1px');
    await expect(rows[3]).toHaveTextContent('Total€2,329.00');
  },
};
