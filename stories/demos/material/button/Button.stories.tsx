import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import ButtonColors from './ButtonColors';
import ButtonLinks from './ButtonLinks';
import ButtonSizes from './ButtonSizes';
import ButtonVariants from './ButtonVariants';
import ButtonsWithIcons from './ButtonsWithIcons';
import FileUploadButton from './FileUploadButton';
import GroupedButtons from './GroupedButtons';
import IconButtonsDemo from './IconButtons';
import LoadingButtons from './LoadingButtons';
import LoadingPositions from './LoadingPositions';

/**
 * Buttons start an action: saving a form, opening a dialog, moving to the next step. Pick the variant by
 * how much the action should stand out (text for the least, contained for the main action of a view),
 * the colour by what the action means, and keep one contained button per area.
 */
const meta = {
  title: 'Material UI/Inputs/Button',
  component: Button,
  parameters: { layout: 'padded', muiApi: 'Button' },
} satisfies Meta<typeof Button>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Every control changes the button live: variant, colour, size, disabled, full width, loading … */
export const Playground: Story = {
  args: { children: 'Publish', variant: 'contained', color: 'primary', size: 'medium', disabled: false },
  render: (args) => <Button {...args} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: String(args.children) });
    await expect(button).toHaveClass(`MuiButton-${args.variant}`);
  },
};

export const Variants: Story = {
  render: () => <ButtonVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveClass(
      'MuiButton-text',
    );
    await expect(canvas.getByRole('button', { name: 'Save draft' })).toHaveClass(
      'MuiButton-outlined',
    );
    await expect(canvas.getByRole('button', { name: 'Publish' })).toHaveClass(
      'MuiButton-contained',
    );
  },
};

export const Colors: Story = {
  render: () => <ButtonColors />,
};

export const Sizes: Story = {
  render: () => <ButtonSizes />,
};

export const WithIcons: Story = {
  render: () => <ButtonsWithIcons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Decorative icons must not leak into the accessible name.
    await expect(canvas.getByRole('button', { name: 'New project' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Delete project' }),
    ).toBeVisible();
  },
};

export const IconButtons: Story = {
  render: () => <IconButtonsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Notifications' }),
    ).toBeDisabled();

    const favourite = canvas.getByRole('button', { name: 'Favourite' });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Loading: Story = {
  render: () => <LoadingButtons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saveButton = canvas.getByRole('button', { name: /save draft/i });
    await expect(saveButton).toBeEnabled();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(saveButton);
    await expect(saveButton).toBeDisabled();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');

    await expect(
      await canvas.findByText('Draft saved', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(saveButton).toBeEnabled();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const LoadingPosition: Story = {
  render: () => <LoadingPositions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
    for (const name of [/submit/i, /save draft/i, /upload/i]) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Loading' }));
    await waitFor(() =>
      expect(canvas.queryAllByRole('progressbar')).toHaveLength(0),
    );
    for (const name of ['Submit', 'Save draft', 'Upload']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

export const Links: Story = {
  render: () => <ButtonLinks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guide = canvas.getByRole('link', { name: /read the guide/i });
    await expect(guide).toHaveAttribute(
      'href',
      'https://mui.com/material-ui/getting-started/',
    );
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(guide).toHaveAccessibleName('Read the guide opens in a new tab');
    await expect(
      canvas.getByRole('link', { name: 'Contact support' }),
    ).toHaveAttribute('href', 'mailto:support@example.com');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const FileUpload: Story = {
  render: () => <FileUploadButton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input =
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) {
      throw new Error('The file input is missing');
    }
    await expect(canvas.getByRole('status')).toHaveTextContent('No files selected');

    // The visible button must open the (hidden) file picker.
    let pickerOpened = false;
    const stopPicker = (event: MouseEvent) => {
      event.preventDefault();
      pickerOpened = true;
    };
    input.addEventListener('click', stopPicker);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload receipts' }));
    input.removeEventListener('click', stopPicker);
    await expect(pickerOpened).toBe(true);

    await userEvent.upload(input, [
      new File(['%PDF'], 'receipt-march.pdf', { type: 'application/pdf' }),
      new File(['img'], 'taxi.png', { type: 'image/png' }),
    ]);
    await expect(
      await canvas.findByText('receipt-march.pdf, taxi.png'),
    ).toBeVisible();
  },
};

export const Grouped: Story = {
  render: () => <GroupedButtons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const exportGroup = canvas.getByRole('group', { name: 'Export report as' });
    await expect(within(exportGroup).getAllByRole('button')).toHaveLength(3);
    const navigation = canvas.getByRole('group', { name: 'Calendar navigation' });
    await expect(
      within(navigation).getByRole('button', { name: 'Today' }),
    ).toBeVisible();
  },
};
