import type { Meta, StoryObj } from '@storybook/react-vite';
import Switch from '@mui/joy/Switch';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SwitchBasic from './SwitchBasic';
import SwitchColors from './SwitchColors';
import SwitchSizes from './SwitchSizes';
import SwitchVariants from './SwitchVariants';

/** Joy's Switch turns a setting on or off at once: a checkbox with the `switch` role. */
const meta = {
  title: 'Joy UI/Inputs/Switch',
  component: Switch,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Switch>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <SwitchBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Email me when an invoice is paid' });
    await expect(toggle).not.toBeChecked();
    await waitFor(() => expect(toggle).toHaveAccessibleDescription('Payments show up in the dashboard only.'));
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('You will get one email per payment.')).toBeVisible();
    // Space toggles the focused switch back.
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const Variants: Story = {
  render: () => <SwitchVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['solid', 'soft', 'outlined', 'plain']) {
      const toggle = canvas.getByRole('switch', { name: `Vegetarian recipes only (${variant})` });
      await expect(toggle).toBeChecked();
      await expect(toggle.closest('.MuiSwitch-root')).toHaveClass(`MuiSwitch-variant${variant[0]!.toUpperCase()}${variant.slice(1)}`);
    }
  },
};

export const Colors: Story = {
  render: () => <SwitchColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const danger = canvas.getByRole('switch', { name: 'Travel insurance (danger)' });
    await expect(danger.closest('.MuiSwitch-root')).toHaveClass('MuiSwitch-colorDanger');
    // Clicking the label toggles the switch it belongs to.
    await userEvent.click(canvas.getByText('Travel insurance (danger)'));
    await expect(danger).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Travel insurance (success)' })).toBeChecked();
  },
};

export const Sizes: Story = {
  render: () => <SwitchSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('switch', { name: 'Dark itinerary view (sm)' });
    const large = canvas.getByRole('switch', { name: 'Dark itinerary view (lg)' });
    await expect(small.closest('.MuiSwitch-root')).toHaveClass('MuiSwitch-sizeSm');
    await expect(large.closest('.MuiSwitch-root')).toHaveClass('MuiSwitch-sizeLg');
    await userEvent.click(large);
    await expect(large).toBeChecked();
    await expect(small).not.toBeChecked();
  },
};
