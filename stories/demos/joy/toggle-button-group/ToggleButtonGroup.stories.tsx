import type { Meta, StoryObj } from '@storybook/react-vite';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import { expect, userEvent, within } from 'storybook/test';
import ToggleButtonGroupColors from './ToggleButtonGroupColors';
import ToggleButtonGroupExclusive from './ToggleButtonGroupExclusive';
import ToggleButtonGroupMultiple from './ToggleButtonGroupMultiple';
import ToggleButtonGroupSizes from './ToggleButtonGroupSizes';
import ToggleButtonGroupVariants from './ToggleButtonGroupVariants';

/** Joy's ToggleButtonGroup turns Buttons or IconButtons into toggles that share one value (or a list). */
const meta = {
  title: 'Joy UI/Inputs/Toggle Button Group',
  component: ToggleButtonGroup,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Exclusive: Story = {
  render: () => <ToggleButtonGroupExclusive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Trip type' });
    const oneWay = within(group).getByRole('button', { name: 'One way' });
    await expect(within(group).getByRole('button', { name: 'Return' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(oneWay);
    await expect(oneWay).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: 'Return' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching one-way flights.');
    // A second click keeps the selection: the demo ignores the null that onChange reports.
    await userEvent.click(oneWay);
    await expect(oneWay).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Multiple: Story = {
  render: () => <ToggleButtonGroupMultiple />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    const italic = canvas.getByRole('button', { name: 'Italic' });
    await userEvent.click(bold);
    await userEvent.click(italic);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Underline' })).toHaveAttribute('aria-pressed', 'false');
    const note = canvas.getByText('Thank you for staying with us in March.');
    await expect(getComputedStyle(note).fontStyle).toBe('italic');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Variants: Story = {
  render: () => <ToggleButtonGroupVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['outlined', 'plain', 'soft', 'solid']) {
      const group = canvas.getByRole('group', { name: `Calendar view (${variant})` });
      const week = within(group).getByRole('button', { name: 'Week' });
      await expect(week).toHaveAttribute('aria-pressed', 'true');
      await expect(week).toHaveClass(`MuiButton-variant${variant[0]!.toUpperCase()}${variant.slice(1)}`);
    }
  },
};

export const Colors: Story = {
  render: () => <ToggleButtonGroupColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const color of ['primary', 'neutral', 'danger', 'success', 'warning']) {
      const group = canvas.getByRole('group', { name: `Invoice filter (${color})` });
      const paid = within(group).getByRole('button', { name: 'Paid' });
      await expect(paid).toHaveAttribute('aria-pressed', 'true');
      await expect(paid).toHaveClass(`MuiButton-color${color[0]!.toUpperCase()}${color.slice(1)}`);
    }
  },
};

export const Sizes: Story = {
  render: () => <ToggleButtonGroupSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('group', { name: 'Recipe units (sm)' });
    const large = canvas.getByRole('group', { name: 'Recipe units (lg)' });
    await expect(within(small).getByRole('button', { name: 'Grams and litres' })).toHaveClass('MuiButton-sizeSm');
    await expect(within(large).getByRole('button', { name: 'Grams and litres' })).toHaveClass('MuiButton-sizeLg');
    // The three groups share one value: a click in one presses the same button in all of them.
    await userEvent.click(within(large).getByRole('button', { name: 'Cups and ounces' }));
    await expect(within(small).getByRole('button', { name: 'Cups and ounces' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(small).getByRole('button', { name: 'Grams and litres' })).toHaveAttribute('aria-pressed', 'false');
  },
};
