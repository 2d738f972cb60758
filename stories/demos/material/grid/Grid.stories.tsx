import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { apiControl } from '../../apiControls';
import GridAutoSizing from './GridAutoSizing';
import GridBasic from './GridBasic';
import GridNested from './GridNested';
import GridOffset from './GridOffset';
import GridResponsiveCards from './GridResponsiveCards';
import { inlineGap, inlineStart } from '../../../inline';

/**
 * Grid lays content out on twelve columns that adapt to the screen width: cards of a dashboard, fields of a
 * long form. A container sets the spacing and the number of columns; each item gives its `size`, which can
 * change per breakpoint so that items stack on phones and sit side by side on wider screens.
 */
const meta = {
  // Its plays read the reading direction: also run in rtl (tests/stories/modes.ts).
  tags: ['rtl'],
  title: 'Material UI/Layout/Grid',
  component: Grid,
  parameters: { layout: 'padded', muiApi: 'Grid' },
  argTypes: {
    spacing: apiControl('Grid', 'spacing', 'number'),
    columns: apiControl('Grid', 'columns', 'number'),
    direction: apiControl('Grid', 'direction', { options: ['row', 'row-reverse', 'column', 'column-reverse'] }),
    wrap: apiControl('Grid', 'wrap', { options: ['wrap', 'nowrap', 'wrap-reverse'] }),
  },
} satisfies Meta<typeof Grid>;

export default meta;

type Story = StoryObj<typeof meta>;

const widthOf = (element: Element) => element.getBoundingClientRect().width;
const topOf = (element: Element) => Math.round(element.getBoundingClientRect().top);

/** The container's spacing, columns, direction and wrapping are controls; each item has `size={4}`. */
export const Playground: Story = {
  args: { container: true, spacing: 2, columns: 12, direction: 'row', wrap: 'wrap' },
  render: (args) => (
    <Grid {...args} data-testid="playground-grid">
      {['Breakfast', 'Lunch', 'Dinner'].map((meal) => (
        <Grid size={4} key={meal}>
          <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
            {meal}
          </Paper>
        </Grid>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByTestId('playground-grid');
    await expect(grid.classList.contains('MuiGrid-container')).toBe(Boolean(args.container));
    if (args.container) {
      await expect(getComputedStyle(grid).flexDirection).toBe(String(args.direction ?? 'row'));
      await expect(getComputedStyle(grid).flexWrap).toBe(String(args.wrap ?? 'wrap'));
    }
  },
};

export const Basic: Story = {
  render: () => <GridBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const revenue = canvas.getByText('Revenue this month').closest('.MuiGrid-root');
    const refunds = canvas.getByText('Refunds').closest('.MuiGrid-root');
    if (!revenue || !refunds) {
      throw new Error('Grid items are missing');
    }
    // size={8} and size={4} share one row; the first spans two of the second plus one 16 px gap.
    await expect(topOf(revenue)).toBe(topOf(refunds));
    await expect(widthOf(revenue)).toBeCloseTo(widthOf(refunds) * 2 + 16, 0);
  },
};

export const ResponsiveCards: Story = {
  render: () => <GridResponsiveCards />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Team members' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    // The story viewport is in the `md` range: three cards per row.
    await expect(topOf(items[0])).toBe(topOf(items[2]));
    await expect(topOf(items[3])).toBeGreaterThan(topOf(items[2]));
  },
};

export const AutoSizing: Story = {
  render: () => <GridAutoSizing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search messages' });
    const compose = canvas.getByRole('button', { name: 'Compose' });
    // `grow` takes the space the `auto` items leave.
    await expect(widthOf(search)).toBeGreaterThan(widthOf(compose) * 2);
    await userEvent.type(search, 'invoice');
    await expect(search).toHaveValue('invoice');
    await userEvent.clear(search);
    await expect(search).toHaveValue('');
  },
};

export const Offset: Story = {
  render: () => <GridOffset />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Project name' });
    await expect(input).toHaveAccessibleDescription('Shown on invoices and in the client portal.');
    const hint = canvas.getByText('Shown on invoices and in the client portal.');
    const inputBox = input.closest('.MuiOutlinedInput-root');
    if (!inputBox) {
      throw new Error('The input is missing');
    }
    // offset={{ sm: 3 }} lines the hint up with the field, not with the label.
    await expect(Math.round(inlineStart(hint) - inlineStart(inputBox))).toBe(0);
  },
};

export const Nested: Story = {
  render: () => <GridNested />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sessions = canvas.getByText('Sessions').closest('.MuiGrid-root');
    const bounce = canvas.getByText('Bounce rate').closest('.MuiGrid-root');
    if (!sessions || !bounce) {
      throw new Error('Nested grid items are missing');
    }
    await expect(topOf(sessions)).toBe(topOf(bounce));
    // The nested container inherits spacing={2} (16 px) from its parent.
    await expect(Math.round(inlineGap(sessions, bounce))).toBe(16);
  },
};
