import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ThemeComponentsDefaults from './ThemeComponentsDefaults';
import ThemeComponentsVariants from './ThemeComponentsVariants';

/** The theme's `components` key: default props, style overrides with ownerState, and variants. */
const meta = {
  title: 'Material UI/Customization/Components',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const DefaultPropsAndOverrides: Story = {
  render: () => <ThemeComponentsDefaults />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send invite' });
    // variant="contained" and disableElevation come from the theme's default props.
    await expect(send).toHaveClass('MuiButton-contained');
    await expect(send).toHaveClass('MuiButton-disableElevation');
    await expect(getComputedStyle(send).borderRadius).toBe('20px');
    const clear = canvas.getByRole('button', { name: 'Clear' });
    await expect(clear).toHaveClass('MuiButton-outlined');
    await expect(getComputedStyle(clear).borderTopWidth).toBe('2px');
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveClass('MuiInputBase-inputSizeSmall');
    await userEvent.type(name, 'Ana Lima');
    await userEvent.click(clear);
    await expect(name).toHaveValue('');
  },
};

export const Variants: Story = {
  render: () => <ThemeComponentsVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(3);
    await expect(getComputedStyle(alerts[0]!).borderInlineStartColor).toBe('rgb(183, 28, 28)');
    await expect(getComputedStyle(alerts[0]!).borderInlineStartWidth).toBe('6px');
    await expect(getComputedStyle(alerts[2]!).paddingInlineEnd).toBe('8px');
    await expect(getComputedStyle(alerts[0]!).paddingInlineEnd).toBe('16px');

    await userEvent.click(canvas.getByRole('switch', { name: 'Outlined alerts' }).closest('label')!);
    await expect(canvas.getAllByRole('alert')[1]).toHaveClass('MuiAlert-outlined');
    await expect(getComputedStyle(canvas.getAllByRole('alert')[1]!).borderInlineStartColor).toBe('rgb(230, 81, 0)');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('switch', { name: 'Outlined alerts' }).closest('label')!);
  },
};
