import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import DefaultProps from './DefaultProps';
import OwnerStateOverrides from './OwnerStateOverrides';

/** Component defaults in the theme: `defaultProps`, and `styleOverrides` that read the component's props through `ownerState`. */
const meta = {
  title: 'Joy UI/Customization/Components',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ThemeDefaultProps: Story = {
  name: 'Theme default props',
  render: () => <DefaultProps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save booking' });
    await expect(save).toHaveClass('MuiButton-variantSoft', 'MuiButton-sizeSm');
    // The prop written on the element wins over the theme's default.
    const checkIn = canvas.getByRole('button', { name: 'Check in now' });
    await expect(checkIn).toHaveClass('MuiButton-variantSolid', 'MuiButton-sizeSm');
    const input = canvas.getByRole('textbox', { name: 'Guest name' });
    await expect(input.parentElement).toHaveClass('MuiInput-variantSoft', 'MuiInput-sizeSm');
    await expect(canvas.getByText('Guest name').parentElement).toHaveClass('MuiFormControl-sizeSm');
  },
};

export const OverridesWithOwnerState: Story = {
  name: 'Overrides with ownerState',
  render: () => <OwnerStateOverrides />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = getComputedStyle(canvas.getByRole('button', { name: 'Cancel visit' }));
    await expect(cancel.textTransform).toBe('uppercase');
    await expect(cancel.fontWeight).toBe('700');
    const reschedule = getComputedStyle(canvas.getByRole('button', { name: 'Reschedule' }));
    await expect(reschedule.textTransform).toBe('none');
    await expect(canvas.getByRole('button', { name: 'Confirm' }).getBoundingClientRect().width).toBeGreaterThanOrEqual(200);
    await expect(parseFloat(reschedule.minWidth) || 0).toBeLessThan(200);
  },
};
