import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TextareaAutosizeBasic from './TextareaAutosizeBasic';
import TextareaAutosizeCounter from './TextareaAutosizeCounter';
import TextareaAutosizeMaxRows from './TextareaAutosizeMaxRows';

const meta = {
  title: 'Material UI/Utils/Textarea Autosize',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <TextareaAutosizeBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Delivery instructions' });
    const startHeight = textarea.offsetHeight;

    // Three lines fit into minRows={3}; pasting five lines makes the textarea grow.
    await userEvent.click(textarea);
    await userEvent.paste(
      [
        'Ring the bell twice.',
        'The gate code is 4512.',
        'Leave parcels in the shed.',
        'Mind the dog, she is friendly.',
        'Call if nobody answers.',
      ].join('\n'),
    );
    await expect((textarea as HTMLTextAreaElement).value).toContain('Call if nobody answers.');
    await waitFor(() => expect(textarea.offsetHeight).toBeGreaterThan(startHeight));
    await expect(textarea.scrollHeight).toBeLessThanOrEqual(textarea.clientHeight);
  },
};

export const MaxRows: Story = {
  render: () => <TextareaAutosizeMaxRows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Release notes' });
    // Six lines of notes, but maxRows={4}: the textarea stops growing and scrolls.
    await waitFor(() =>
      expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight),
    );
    const cappedHeight = textarea.offsetHeight;

    await userEvent.type(textarea, '{Enter}Fixed: typos in emails.');
    await expect(textarea.offsetHeight).toBe(cappedHeight);
    await expect((textarea as HTMLTextAreaElement).value).toContain('Fixed: typos in emails.');
  },
};

export const Counter: Story = {
  render: () => <TextareaAutosizeCounter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Profile bio' });
    await expect(textarea).toHaveAccessibleDescription('27 of 160 characters');

    await userEvent.type(textarea, ' I draw maps for hiking apps.');
    await expect(textarea).toHaveAccessibleDescription('56 of 160 characters');
    await expect(textarea).toHaveAttribute('maxlength', '160');
  },
};
