import type { Meta, StoryObj } from '@storybook/react-vite';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { apiControl } from '../../apiControls';
import { expect, userEvent, within } from 'storybook/test';
import StackAlignment from './StackAlignment';
import StackBasic from './StackBasic';
import StackDividers from './StackDividers';
import StackResponsiveDirection from './StackResponsiveDirection';
import StackWrapping from './StackWrapping';
import { inlineStart } from '../../../inline';

/**
 * Stack lines its children up in one direction, a column by default or a row, with even space between
 * them: form fields, buttons of a toolbar, cards in a column. Use it for one-dimensional layouts; the
 * direction and spacing can change per breakpoint, and Grid is for two dimensions.
 */
const meta = {
  // Its plays read the reading direction: also run in rtl (tests/stories/modes.ts).
  tags: ['rtl'],
  title: 'Material UI/Layout/Stack',
  component: Stack,
  parameters: { layout: 'padded', muiApi: 'Stack' },
  argTypes: {
    direction: apiControl('Stack', 'direction', { options: ['row', 'row-reverse', 'column', 'column-reverse'] }),
    spacing: apiControl('Stack', 'spacing', 'number'),
  },
} satisfies Meta<typeof Stack>;

export default meta;

type Story = StoryObj<typeof meta>;

const rectOf = (element: Element) => element.getBoundingClientRect();

/** Direction, spacing and `useFlexGap` are controls. */
export const Playground: Story = {
  args: { direction: 'row', spacing: 2, useFlexGap: false },
  render: (args) => (
    <Stack {...args} data-testid="playground-stack">
      {['Ingredients', 'Method', 'Serving'].map((step) => (
        <Paper key={step} variant="outlined" sx={{ p: 2 }}>
          {step}
        </Paper>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement, args }) => {
    const stack = within(canvasElement).getByTestId('playground-stack');
    await expect(getComputedStyle(stack).flexDirection).toBe(String(args.direction ?? 'column'));
    await expect(stack.children).toHaveLength(3);
  },
};

export const Basic: Story = {
  render: () => <StackBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Contact details' });
    await expect(getComputedStyle(form).flexDirection).toBe('column');
    const name = canvas.getByRole('textbox', { name: 'Full name' }).closest('.MuiTextField-root');
    const email = canvas.getByRole('textbox', { name: 'Email' }).closest('.MuiTextField-root');
    if (!name || !email) {
      throw new Error('The fields are missing');
    }
    // spacing={2}: 16 px between consecutive fields.
    await expect(Math.round(rectOf(email).top - rectOf(name).bottom)).toBe(16);
  },
};

export const ResponsiveDirection: Story = {
  render: () => <StackResponsiveDirection />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const compare = canvas.getByRole('button', { name: 'Compare plans' });
    const upgrade = canvas.getByRole('button', { name: 'Upgrade' });
    // Wider than `sm`: the buttons sit in one row, in source order.
    await expect(Math.round(rectOf(compare).top)).toBe(Math.round(rectOf(upgrade).top));
    await expect(inlineStart(compare)).toBeLessThan(inlineStart(upgrade));
  },
};

export const Dividers: Story = {
  render: () => <StackDividers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Profile statistics' });
    // Two dividers between three statistics, none at the ends.
    await expect(within(group).getAllByRole('separator')).toHaveLength(2);
    await expect(group.firstElementChild).not.toHaveClass('MuiDivider-root');
    await expect(group.lastElementChild).not.toHaveClass('MuiDivider-root');
  },
};

export const Wrapping: Story = {
  render: () => <StackWrapping />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Hummus ingredients' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    // The chips wrap onto several rows, and every row starts at the same edge.
    const first = items[0];
    const wrapped = items.find((item) => rectOf(item).top > rectOf(first).top);
    if (!wrapped) {
      throw new Error('The chips did not wrap');
    }
    await expect(Math.round(inlineStart(wrapped))).toBe(Math.round(inlineStart(first)));
  },
};

export const Alignment: Story = {
  render: () => <StackAlignment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getByRole('list', { name: 'Baking steps' });
    await expect(getComputedStyle(steps).alignItems).toBe('center');

    await userEvent.click(canvas.getByRole('radio', { name: 'stretch' }));
    await expect(getComputedStyle(steps).alignItems).toBe('stretch');
    const [firstStep] = within(steps).getAllByRole('listitem');
    await expect(Math.round(rectOf(firstStep).width)).toBe(
      Math.round(rectOf(steps).width - 16),
    );

    await userEvent.click(canvas.getByRole('radio', { name: 'center' }));
    await expect(canvas.getByRole('radio', { name: 'center' })).toBeChecked();
    await expect(getComputedStyle(steps).alignItems).toBe('center');
  },
};
