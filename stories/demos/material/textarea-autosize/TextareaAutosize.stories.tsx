import type { Meta, StoryObj } from '@storybook/react-vite';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { apiControl } from '../../apiControls';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TextareaAutosizeBasic from './TextareaAutosizeBasic';
import TextareaAutosizeCounter from './TextareaAutosizeCounter';
import TextareaAutosizeMaxRows from './TextareaAutosizeMaxRows';

/**
 * TextareaAutosize is a plain textarea that grows with what people type, between `minRows` and `maxRows`,
 * and scrolls beyond that. It brings no styling of its own; use it for notes and comments in custom
 * forms, or a multiline TextField when the field should look like the other fields.
 */
const meta = {
  title: 'Material UI/Utils/Textarea Autosize',
  component: TextareaAutosize,
  parameters: { layout: 'padded', muiApi: 'TextareaAutosize' },
  argTypes: {
    minRows: apiControl('TextareaAutosize', 'minRows', 'number'),
    maxRows: apiControl('TextareaAutosize', 'maxRows', 'number'),
  },
} satisfies Meta<typeof TextareaAutosize>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Type a few lines: it grows from `minRows` to `maxRows`, both controls, then scrolls. */
export const Playground: Story = {
  args: { minRows: 3, maxRows: 6, placeholder: 'Leave the parcel with the neighbour at number 12.' },
  render: (args) => (
    <TextareaAutosize
      {...args}
      aria-label="Note for the courier"
      style={{
        boxSizing: 'border-box',
        width: 320,
        padding: '8px 12px',
        font: 'inherit',
        lineHeight: 1.5,
        resize: 'none',
        color: 'var(--mui-palette-text-primary)',
        backgroundColor: 'var(--mui-palette-background-paper)',
        border: '1px solid var(--mui-palette-text-secondary)',
        borderRadius: 4,
      }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Note for the courier' });
    await expect(textarea).toHaveAttribute('rows', String(args.minRows ?? 1));
    await expect(textarea).toHaveAttribute('placeholder', String(args.placeholder));
  },
};

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
