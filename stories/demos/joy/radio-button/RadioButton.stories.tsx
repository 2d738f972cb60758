import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Radio from '@mui/joy/Radio';
import RadioButtonCards from './RadioButtonCards';
import RadioButtonColorsSizes from './RadioButtonColorsSizes';
import RadioButtonGroup from './RadioButtonGroup';
import RadioButtonVariants from './RadioButtonVariants';

/**
 * Joy UI's Radio picks exactly one option from a small set; RadioGroup gives the radios one name,
 * the `radiogroup` role and the arrow-key behaviour of native radio buttons.
 */
const meta = {
  title: 'Joy UI/Inputs/Radio Button',
  component: Radio,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Radio>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Group: Story = {
  render: () => <RadioButtonGroup />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Seat on the Lisbon–Porto train' });
    // FormHelperText links itself to the group one render after it mounts.
    await waitFor(() => expect(group).toHaveAccessibleDescription('We hold the seat until the ticket is paid.'));
    await expect(canvas.getByRole('radio', { name: 'Window' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Seat preference: Window');
    // Clicking the label text checks its radio and unchecks the others.
    await userEvent.click(canvas.getByText('No preference'));
    await expect(canvas.getByRole('radio', { name: 'No preference' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Window' })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Seat preference: No preference');
    // Arrow keys move the choice within the group, as with native radios.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Aisle' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Aisle' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Seat preference: Aisle');
  },
};

export const Variants: Story = {
  render: () => <RadioButtonVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Plain', 'Outlined', 'Soft', 'Solid']) {
      await expect(canvas.getByRole('radio', { name }).closest('.MuiRadio-root')).toHaveClass(`MuiRadio-variant${name}`);
    }
    await expect(canvas.getByRole('radio', { name: 'Outlined' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Solid' }));
    await expect(canvas.getByRole('radio', { name: 'Solid' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Outlined' })).not.toBeChecked();
  },
};

export const ColorsAndSizes: Story = {
  render: () => <RadioButtonColorsSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colors = within(canvas.getByRole('radiogroup', { name: 'Label colour for the expense' }));
    for (const name of ['Primary', 'Neutral', 'Danger', 'Success', 'Warning']) {
      await expect(colors.getByRole('radio', { name }).closest('.MuiRadio-root')).toHaveClass(`MuiRadio-color${name}`);
    }
    await userEvent.click(colors.getByRole('radio', { name: 'Success' }));
    await expect(colors.getByRole('radio', { name: 'Success' })).toBeChecked();
    // The FormControl's size reaches each radio through the RadioGroup.
    for (const size of ['Sm', 'Md', 'Lg']) {
      const group = within(canvas.getByRole('radiogroup', { name: `Receipt attached (${size.toLowerCase()})` }));
      await expect(group.getByRole('radio', { name: 'No' }).closest('.MuiRadio-root')).toHaveClass(`MuiRadio-size${size}`);
    }
  },
};

export const Cards: Story = {
  render: () => <RadioButtonCards />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Fare for flight TP 1947' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toBeChecked();
    const flex = canvas.getByRole('radio', { name: 'Flex' });
    await expect(flex).toHaveAccessibleDescription('Checked bag included. Change or cancel until departure.');
    // With `overlay`, the radio's input covers the whole card: what lies under the description text
    // is the Flex radio, so a click there checks it.
    const { left, top, width, height } = canvas.getByText('Checked bag included. Change or cancel until departure.').getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(left + width / 2, top + height / 2);
    await expect(hit).toBe(flex);
    await userEvent.click(flex);
    await expect(flex).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Standard' })).not.toBeChecked();
  },
};
