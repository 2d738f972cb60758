import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { apiControl } from '../../apiControls';
import BoxBasic from './BoxBasic';
import BoxNestedSelectors from './BoxNestedSelectors';
import BoxResponsiveLayout from './BoxResponsiveLayout';
import BoxThemeValues from './BoxThemeValues';

/**
 * Box is a plain element that takes theme-aware styles through `sx`: spacing, colours, borders and
 * breakpoints, without a stylesheet of its own. Use it to wrap or space things, and choose `component`
 * so that the element means what its content is (a section, an aside, a list).
 */
const meta = {
  title: 'Material UI/Layout/Box',
  component: Box,
  parameters: { layout: 'padded', muiApi: 'Box' },
  argTypes: { sx: apiControl('Box', 'sx', 'object') },
} satisfies Meta<typeof Box>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Its text and its `sx` styles (edited as an object) are controls. */
export const Playground: Story = {
  args: {
    children: 'Free delivery on orders over €50',
    sx: { p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', maxWidth: 320 },
  },
  render: (args) => <Box component="section" {...args} />,
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByText(String(args.children));
    await expect(box.tagName).toBe('SECTION');
    await expect(box).toHaveClass('MuiBox-root');
    // sx reaches the element: the padding of the default args is the theme's 2 × 8 px.
    if ((args.sx as { p?: number } | undefined)?.p === 2) await expect(box).toHaveStyle({ padding: '16px' });
  },
};

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
