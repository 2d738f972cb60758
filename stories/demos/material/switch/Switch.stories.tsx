import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { capitalize } from '@mui/material/utils';
import { expect, userEvent, within } from 'storybook/test';
import SwitchAutoReply from './SwitchAutoReply';
import SwitchLabels from './SwitchLabels';
import SwitchListSettings from './SwitchListSettings';
import SwitchSizesColors from './SwitchSizesColors';

/**
 * A switch turns one setting on or off with immediate effect, like Wi-Fi or notifications, without a save
 * button. Label it with the setting, not with "on" or "off"; for choices that are only applied when a form
 * is sent, a checkbox is the right control.
 */
const meta = {
  title: 'Material UI/Inputs/Switch',
  component: Switch,
  parameters: { layout: 'padded', muiApi: 'Switch' },
} satisfies Meta<typeof Switch>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Flipping the switch and the `checked` control stay in step; colour, size and disabled are controls. */
export const Playground: Story = {
  args: { checked: true, color: 'primary', size: 'medium', disabled: false },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <FormControlLabel
        control={
          <Switch {...args} onChange={(event) => updateArgs({ checked: event.target.checked })} slotProps={{ input: { role: 'switch' } }} />
        }
        label="Show order updates on the lock screen"
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Show order updates on the lock screen' });
    if (args.checked) await expect(control).toBeChecked();
    else await expect(control).not.toBeChecked();
    await expect(control.closest('.MuiSwitch-switchBase')).toHaveClass(`MuiSwitch-color${capitalize(args.color ?? 'primary')}`);
    if (args.disabled) await expect(control).toBeDisabled();
    else await expect(control).toBeEnabled();
  },
};

export const Labels: Story = {
  render: () => <SwitchLabels />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Email me about' });
    await expect(within(group).getAllByRole('switch')).toHaveLength(3);
    await expect(
      canvas.getByRole('switch', { name: 'Comments on my posts' }),
    ).toBeChecked();

    const digest = canvas.getByRole('switch', { name: 'Weekly digest' });
    await expect(digest).not.toBeChecked();
    // Clicking the label text toggles the switch.
    await userEvent.click(canvas.getByText('Weekly digest'));
    await expect(digest).toBeChecked();

    const mentions = canvas.getByRole('switch', { name: 'Mentions' });
    mentions.focus();
    await userEvent.keyboard(' ');
    await expect(mentions).not.toBeChecked();
  },
};

export const Controlled: Story = {
  render: () => <SwitchAutoReply />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('switch', { name: 'Out-of-office reply' });
    await expect(reply).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Off: emails arrive as usual.',
    );
    await expect(
      canvas.queryByRole('textbox', { name: 'Reply message' }),
    ).not.toBeInTheDocument();

    await userEvent.click(reply);
    await expect(reply).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'On: everyone who emails you gets the reply below.',
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Reply message' }),
    ).toBeVisible();
  },
};

export const SizesAndColors: Story = {
  render: () => <SwitchSizesColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const switches = canvas.getAllByRole('switch');
    await expect(switches).toHaveLength(6);
    for (const item of switches) {
      await expect(item).toBeChecked();
    }
    const compact = canvas.getByRole('switch', { name: 'Compact rows' });
    await expect(compact.closest('.MuiSwitch-sizeSmall')).not.toBeNull();
    const sync = canvas.getByRole('switch', { name: 'Sync across devices' });
    await expect(
      sync.closest('.MuiFormControlLabel-labelPlacementStart'),
    ).not.toBeNull();
  },
};

export const InAList: Story = {
  render: () => <SwitchListSettings />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Connections' });
    await expect(within(list).getAllByRole('switch')).toHaveLength(3);

    const wifi = canvas.getByRole('switch', { name: 'Wi-Fi' });
    await expect(wifi).toBeChecked();
    await expect(wifi).toHaveAccessibleDescription('Connected to Office-5G');

    const bluetooth = canvas.getByRole('switch', { name: 'Bluetooth' });
    await expect(bluetooth).not.toBeChecked();
    await userEvent.click(bluetooth);
    await expect(bluetooth).toBeChecked();
    await userEvent.click(wifi);
    await expect(wifi).not.toBeChecked();
  },
};
