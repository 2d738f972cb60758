import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Chip from '@mui/material/Chip';
import { capitalize } from '@mui/material/utils';
import { apiControl } from '../../apiControls';
import ChipDeletable from './ChipDeletable';
import ChipFilterToggles from './ChipFilterToggles';
import ChipIconsAndAvatars from './ChipIconsAndAvatars';
import ChipVariants from './ChipVariants';

/**
 * A chip is a compact element for one piece of information or one choice: a tag, a filter, a person added
 * to a message. Filled chips stand out more than outlined ones; a chip that can be removed gets a delete
 * icon, and one that filters acts like a toggle.
 */
const meta = {
  title: 'Material UI/Data display/Chip',
  component: Chip,
  parameters: { layout: 'padded', muiApi: 'Chip' },
  argTypes: { label: apiControl('Chip', 'label', 'text') },
} satisfies Meta<typeof Chip>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Label, variant, colour, size and disabled are controls. */
export const Playground: Story = {
  args: { label: 'Vegetarian', variant: 'filled', color: 'primary', size: 'medium', disabled: false },
  render: (args) => <Chip {...args} />,
  play: async ({ canvasElement, args }) => {
    const chip = canvasElement.querySelector('.MuiChip-root');
    await expect(chip).toHaveClass(`MuiChip-${args.variant ?? 'filled'}`);
    await expect(chip).toHaveClass(`MuiChip-color${capitalize(args.color ?? 'default')}`);
    await expect(chip).toHaveClass(`MuiChip-size${capitalize(args.size ?? 'medium')}`);
    await expect(chip).toHaveTextContent(String(args.label));
  },
};

export const Variants: Story = {
  render: () => <ChipVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [filled, outlined] = canvas.getAllByText('Accessibility');
    await expect(filled.closest('.MuiChip-root')).toHaveClass('MuiChip-filled');
    await expect(outlined.closest('.MuiChip-root')).toHaveClass('MuiChip-outlined');
    await expect(canvas.getByText('Small').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-sizeSmall',
    );
    // Chips without onClick or onDelete are plain text, not buttons.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const IconsAndAvatars: Story = {
  render: () => <ChipIconsAndAvatars />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    // The avatar images are decorative: the label already names the person.
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await expect(images).toHaveLength(2);
    for (const image of images) {
      await expect(image).toHaveAttribute('alt', '');
      await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
    }
  },
};

export const FilterToggles: Story = {
  render: () => <ChipFilterToggles />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Show recipes that are' });
    const vegetarian = within(group).getByRole('button', { name: 'Vegetarian' });
    const glutenFree = within(group).getByRole('button', { name: 'Gluten-free' });
    await expect(vegetarian).toHaveAttribute('aria-pressed', 'true');
    await expect(glutenFree).toHaveAttribute('aria-pressed', 'false');
    await expect(glutenFree).toHaveClass('MuiChip-outlined');

    await userEvent.click(glutenFree);
    await expect(glutenFree).toHaveAttribute('aria-pressed', 'true');
    await expect(glutenFree).toHaveClass('MuiChip-filled', 'MuiChip-colorPrimary');

    glutenFree.focus();
    await userEvent.keyboard('{Enter}');
    await expect(glutenFree).toHaveAttribute('aria-pressed', 'false');
    await expect(glutenFree).toHaveClass('MuiChip-outlined');
  },
};

export const Deletable: Story = {
  render: () => <ChipDeletable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Active search filters' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    // Mouse: the delete icon removes the chip.
    const pool = canvas.getByRole('button', { name: 'Pool' });
    const deleteIcon = pool.querySelector('.MuiChip-deleteIcon');
    if (!deleteIcon) {
      throw new Error('The delete icon is missing');
    }
    await userEvent.click(deleteIcon);
    await expect(canvas.queryByRole('button', { name: 'Pool' })).not.toBeInTheDocument();

    // Keyboard: Backspace on a focused chip removes it and focus moves to the next chip.
    const guests = canvas.getByRole('button', { name: '2 guests' });
    await expect(guests).toHaveAccessibleDescription(
      'Press Delete or Backspace to remove a focused filter.',
    );
    guests.focus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByRole('button', { name: '2 guests' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Free cancellation' })).toHaveFocus();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};
