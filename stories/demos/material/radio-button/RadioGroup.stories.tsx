import type { Meta, StoryObj } from '@storybook/react-vite';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { capitalize } from '@mui/material/utils';
import { expect, userEvent, within } from 'storybook/test';
import RadioButtonsGroup from './RadioButtonsGroup';
import RadioButtonsRowControlled from './RadioButtonsRowControlled';
import RadioButtonsValidation from './RadioButtonsValidation';
import RadioButtonsWithDescriptions from './RadioButtonsWithDescriptions';

/**
 * Radio buttons let people pick exactly one option from a short list they should see all at once, such as
 * a delivery speed or a plan. A RadioGroup holds the choice and gives the radios one name; label the group
 * and every option, and use a select instead when the list is long.
 */
const meta = {
  title: 'Material UI/Inputs/Radio Group',
  component: Radio,
  parameters: { layout: 'padded', muiApi: 'Radio' },
} satisfies Meta<typeof Radio>;

export default meta;

type Story = StoryObj<typeof meta>;

const speeds = ['Standard', 'Express', 'Pick up in store'];

/** Each radio of the group gets the controls: colour, size and disabled. */
export const Playground: Story = {
  args: { color: 'primary', size: 'medium', disabled: false },
  render: (args) => (
    <FormControl>
      <FormLabel id="playground-radio-label">Delivery</FormLabel>
      <RadioGroup aria-labelledby="playground-radio-label" defaultValue="Standard" name="playground-delivery">
        {speeds.map((speed) => (
          <FormControlLabel key={speed} value={speed} label={speed} control={<Radio {...args} />} />
        ))}
      </RadioGroup>
    </FormControl>
  ),
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Delivery' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(speeds.length);
    await expect(within(group).getByRole('radio', { name: 'Standard' })).toBeChecked();
    for (const radio of radios) {
      await expect(radio.closest('.MuiRadio-root')).toHaveClass(`MuiRadio-color${capitalize(args.color ?? 'primary')}`);
      if (args.disabled) await expect(radio).toBeDisabled();
      else await expect(radio).toBeEnabled();
    }
  },
};

export const Group: Story = {
  render: () => <RadioButtonsGroup />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Delivery speed' });
    const standard = within(group).getByRole('radio', { name: /Standard/ });
    const express = within(group).getByRole('radio', { name: /Express/ });
    await expect(standard).toBeChecked();
    await expect(within(group).getByRole('radio', { name: /Same-day/ })).toBeDisabled();

    await userEvent.click(express);
    await expect(express).toBeChecked();
    await expect(standard).not.toBeChecked();

    // Arrow keys move the selection within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: /Collect/ })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(express).toBeChecked();
  },
};

export const RowControlled: Story = {
  render: () => <RadioButtonsRowControlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You pay €12 every month.')).toBeVisible();
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    const yearly = canvas.getByRole('radio', { name: 'Yearly' });
    // A row group lays its options side by side.
    await expect(yearly.getBoundingClientRect().left).not.toBe(
      monthly.getBoundingClientRect().left,
    );

    await userEvent.click(canvas.getByText('Yearly'));
    await expect(yearly).toBeChecked();
    await expect(canvas.getByText('You pay €120 once a year, two months free.')).toBeVisible();
  },
};

export const Validation: Story = {
  render: () => <RadioButtonsValidation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Preferred contact method' });
    const save = canvas.getByRole('button', { name: 'Save preferences' });

    await userEvent.click(save);
    await expect(group).toHaveAccessibleDescription(
      'Select a contact method to save your preferences.',
    );
    await expect(canvas.getByText('Preferred contact method')).toHaveClass('Mui-error');

    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    await expect(canvas.getByText('Preferred contact method')).not.toHaveClass('Mui-error');
    await userEvent.click(save);
    await expect(group).toHaveAccessibleDescription(
      'Saved. We will call you during office hours.',
    );
  },
};

export const WithDescriptions: Story = {
  render: () => <RadioButtonsWithDescriptions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = canvas.getByRole('radio', { name: 'Team' });
    await expect(team).toBeChecked();
    await expect(team).toHaveAccessibleDescription(
      'Unlimited projects, shared workspaces and email support.',
    );

    await userEvent.click(canvas.getByText('Single sign-on, audit logs and a named account manager.'));
    await expect(canvas.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    await expect(team).not.toBeChecked();
  },
};
