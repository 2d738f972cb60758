import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { apiControl } from '../../apiControls';
import { expect, userEvent, within } from 'storybook/test';
import ToggleButtonAlignment from './ToggleButtonAlignment';
import ToggleButtonBillingPeriod from './ToggleButtonBillingPeriod';
import ToggleButtonFormatting from './ToggleButtonFormatting';
import ToggleButtonStandalone from './ToggleButtonStandalone';

/**
 * Toggle buttons group related options that people switch on and off, one at a time (a view mode, an
 * alignment) or several together (bold, italic). A ToggleButtonGroup holds the choice: `exclusive` for one
 * option at a time; give icon-only buttons an accessible name.
 */
const meta = {
  title: 'Material UI/Inputs/Toggle Button',
  component: ToggleButtonGroup,
  parameters: { layout: 'padded', muiApi: 'ToggleButtonGroup' },
  argTypes: { value: apiControl('ToggleButtonGroup', 'value', { options: ['list', 'module', 'quilt'] }) },
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;

type Story = StoryObj<typeof meta>;

const views = [
  { value: 'list', label: 'List view', icon: <ViewListIcon /> },
  { value: 'module', label: 'Grid view', icon: <ViewModuleIcon /> },
  { value: 'quilt', label: 'Gallery view', icon: <ViewQuiltIcon /> },
];

/** Pressing a button and the `value` control stay in step; colour, size, orientation and states are controls. */
export const Playground: Story = {
  args: { value: 'list', exclusive: true, color: 'primary', size: 'medium', orientation: 'horizontal', disabled: false, fullWidth: false },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <ToggleButtonGroup {...args} aria-label="Product view" onChange={(_event, value) => updateArgs({ value })}>
        {views.map((view) => (
          <ToggleButton key={view.value} value={view.value} aria-label={view.label}>
            {view.icon}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    );
  },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Product view' });
    await expect(group).toHaveClass(`MuiToggleButtonGroup-${args.orientation ?? 'horizontal'}`);
    const pressed = ([] as unknown[]).concat(args.value ?? []);
    for (const view of views) {
      await expect(within(group).getByRole('button', { name: view.label })).toHaveAttribute('aria-pressed', String(pressed.includes(view.value)));
    }
  },
};

export const ExclusiveSelection: Story = {
  render: () => <ToggleButtonAlignment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Text alignment' });
    const left = within(group).getByRole('button', { name: 'Align left' });
    const centre = within(group).getByRole('button', { name: 'Align centre' });
    const paragraph = canvas.getByText(/spring menu/);
    await expect(left).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(centre);
    await expect(centre).toHaveAttribute('aria-pressed', 'true');
    await expect(left).toHaveAttribute('aria-pressed', 'false');
    await expect(getComputedStyle(paragraph).textAlign).toBe('center');

    // Pressing the selected button again keeps it selected.
    await userEvent.click(centre);
    await expect(centre).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MultipleSelection: Story = {
  render: () => <ToggleButtonFormatting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    const italic = canvas.getByRole('button', { name: 'Italic' });
    const headline = canvas.getByText('Harbour market opens on Saturday');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(italic).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(italic);
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(getComputedStyle(headline).fontStyle).toBe('italic');

    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await expect(getComputedStyle(headline).fontWeight).toBe('400');
  },
};

export const TextLabels: Story = {
  render: () => <ToggleButtonBillingPeriod />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Billing period' });
    const monthly = within(group).getByRole('button', { name: 'Monthly' });
    const yearly = within(group).getByRole('button', { name: 'Yearly' });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '€12 per user, billed every month',
    );

    await userEvent.click(yearly);
    await expect(yearly).toHaveAttribute('aria-pressed', 'true');
    await expect(monthly).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '€120 per user, billed once a year (two months free)',
    );

    // Toggle buttons are ordinary buttons: Tab reaches them, Space presses them.
    await userEvent.tab({ shift: true });
    await expect(monthly).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(monthly).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '€12 per user, billed every month',
    );
  },
};

export const Standalone: Story = {
  render: () => <ToggleButtonStandalone />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pin = canvas.getByRole('button', { name: 'Pin chat' });
    const mute = canvas.getByRole('button', { name: 'Mute notifications' });
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(mute).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(mute);
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pin);
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
  },
};
