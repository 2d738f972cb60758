import type { Meta, StoryObj } from '@storybook/react-vite';
import Textarea from '@mui/joy/Textarea';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TextareaBasic from './TextareaBasic';
import TextareaColors from './TextareaColors';
import TextareaSizes from './TextareaSizes';
import TextareaVariants from './TextareaVariants';

/** Joy's Textarea takes text of several lines and grows with it between `minRows` and `maxRows`. */
const meta = {
  title: 'Joy UI/Inputs/Textarea',
  component: Textarea,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Textarea>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <TextareaBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Your review of the lemon risotto' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Tell other cooks what you changed and how it turned out.'));
    await expect(field).toHaveAttribute('maxlength', '280');
    const before = field.getBoundingClientRect().height;
    await userEvent.type(field, 'Added peas.{enter}Less butter.{enter}More lemon zest.{enter}Perfect!');
    await expect(canvas.getByText('50 of 280 characters')).toBeVisible();
    // Four lines are more than minRows={3}: the field grew.
    await expect(field.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

export const Variants: Story = {
  render: () => <TextareaVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['plain', 'outlined', 'soft', 'solid']) {
      const field = canvas.getByRole('textbox', { name: `Delivery notes (${variant})` });
      await expect(field).toHaveValue('Leave the parcel with the neighbour at number 12.');
      await expect(field.closest('.MuiTextarea-root')).toHaveClass(`MuiTextarea-variant${variant[0]!.toUpperCase()}${variant.slice(1)}`);
    }
  },
};

export const Colors: Story = {
  render: () => <TextareaColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Note to guest (warning)' });
    await expect(field.closest('.MuiTextarea-root')).toHaveClass('MuiTextarea-colorWarning');
    await userEvent.clear(field);
    await userEvent.type(field, 'Late check-in after 22:00.');
    await expect(field).toHaveValue('Late check-in after 22:00.');
  },
};

export const Sizes: Story = {
  render: () => <TextareaSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('textbox', { name: 'Invoice footer (sm)' });
    const large = canvas.getByRole('textbox', { name: 'Invoice footer (lg)' });
    await expect(small.closest('.MuiTextarea-root')).toHaveClass('MuiTextarea-sizeSm');
    await expect(large.closest('.MuiTextarea-root')).toHaveClass('MuiTextarea-sizeLg');
    const fontSize = (element: HTMLElement) => parseFloat(getComputedStyle(element).fontSize);
    await expect(fontSize(large)).toBeGreaterThan(fontSize(small));
  },
};
