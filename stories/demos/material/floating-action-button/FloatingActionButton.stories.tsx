import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Fab from '@mui/material/Fab';
import AddIcon from '@mui/icons-material/Add';
import { apiControl } from '../../apiControls';
import FabPositioned from './FabPositioned';
import FabSizes from './FabSizes';
import FabTabsZoom from './FabTabsZoom';
import FabVariants from './FabVariants';

/**
 * A floating action button is the one main action of a screen, floating above the content: write a message,
 * add a task. Use at most one per screen; a round button shows only an icon, while the extended variant adds
 * a label when the icon alone would be unclear.
 */
const meta = {
  title: 'Material UI/Inputs/Floating Action Button',
  component: Fab,
  parameters: { layout: 'padded', muiApi: 'Fab' },
  argTypes: {
    color: apiControl('Fab', 'color', { options: ['default', 'inherit', 'primary', 'secondary', 'success', 'error', 'info', 'warning'] }),
  },
} satisfies Meta<typeof Fab>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The text is the accessible name of the round button and the label of the extended one. */
export const Playground: Story = {
  args: { children: 'New task', variant: 'circular', color: 'primary', size: 'large', disabled: false },
  render: (args) => (
    <Fab {...args} aria-label={args.variant === 'extended' ? undefined : String(args.children)}>
      <AddIcon sx={args.variant === 'extended' ? { mr: 1 } : undefined} />
      {args.variant === 'extended' ? args.children : null}
    </Fab>
  ),
  play: async ({ canvasElement, args }) => {
    const fab = within(canvasElement).getByRole('button', { name: String(args.children) });
    await expect(fab).toHaveClass(`MuiFab-${args.variant ?? 'circular'}`);
    if (args.disabled) await expect(fab).toBeDisabled();
    else await expect(fab).toBeEnabled();
  },
};

export const Variants: Story = {
  render: () => <FabVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add task' })).toHaveClass(
      'MuiFab-circular',
    );
    await expect(canvas.getByRole('button', { name: 'Start route' })).toHaveClass(
      'MuiFab-extended',
    );
    await expect(canvas.getByRole('button', { name: 'Archive task' })).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: () => <FabSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = canvas
      .getAllByRole('button', { name: 'Add event' })
      .map((button) => button.getBoundingClientRect().height);
    await expect(heights).toEqual([40, 48, 56]);
    await expect(canvas.getAllByRole('button', { name: 'Chat with us' })).toHaveLength(3);
  },
};

export const Positioned: Story = {
  render: () => <FabPositioned />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('list', { name: 'Notes' });
    await expect(within(notes).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'New note' }));
    const items = within(notes).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Untitled note');
  },
};

export const TabsWithZoom: Story = {
  render: () => <FabTabsZoom />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Invite member' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Files' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Files' })).toHaveTextContent(
      '23 files',
    );
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Invite member' })).not.toBeInTheDocument(),
    );
    await expect(await canvas.findByRole('button', { name: 'Upload file' })).toBeVisible();
  },
};
