import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { capitalize } from '@mui/material/utils';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SpeedDialBasic from './SpeedDialBasic';
import SpeedDialDirections from './SpeedDialDirections';
import SpeedDialLabels from './SpeedDialLabels';

/**
 * A speed dial is a floating action button that opens three to six related actions when hovered, focused or
 * clicked, for screens whose main action comes in a few kinds. The direction in which the actions fan out
 * follows the button's corner; keep their tooltips short, since they are the actions' names.
 */
const meta = {
  title: 'Material UI/Navigation/Speed Dial',
  component: SpeedDial,
  parameters: { layout: 'padded', muiApi: 'SpeedDial' },
  args: { ariaLabel: 'Document actions' },
} satisfies Meta<typeof SpeedDial>;

export default meta;

type Story = StoryObj<typeof meta>;

const dialActions = [
  { name: 'Copy', icon: <ContentCopyIcon /> },
  { name: 'Print', icon: <PrintIcon /> },
  { name: 'Share', icon: <ShareIcon /> },
];

/**
 * Inside its own frame: hovering, focusing or clicking the button and the `open` control open it together;
 * `direction`, `hidden` and the accessible name (`ariaLabel`) are controls.
 */
export const Playground: Story = {
  args: { ariaLabel: 'Document actions', open: false, direction: 'up', hidden: false },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    const corner = args.direction === 'down' || args.direction === 'right' ? { top: 16, insetInlineStart: 16 } : { bottom: 16, insetInlineEnd: 16 };
    return (
      <Box sx={{ position: 'relative', height: 320, maxWidth: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <SpeedDial
          {...args}
          icon={<SpeedDialIcon />}
          onOpen={() => updateArgs({ open: true })}
          onClose={() => updateArgs({ open: false })}
          sx={{ position: 'absolute', ...corner }}
        >
          {dialActions.map((action) => (
            <SpeedDialAction
              key={action.name}
              icon={action.icon}
              slotProps={{ tooltip: { title: action.name } }}
              onClick={() => updateArgs({ open: false })}
            />
          ))}
        </SpeedDial>
      </Box>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fab = canvas.getByRole('button', { name: args.ariaLabel });
    await expect(fab).toHaveAttribute('aria-expanded', String(Boolean(args.open)));
    await expect(canvasElement.querySelector('.MuiSpeedDial-root')).toHaveClass(`MuiSpeedDial-direction${capitalize(args.direction ?? 'up')}`);
    if (args.open) await expect(within(canvas.getByRole('menu')).getAllByRole('menuitem')).toHaveLength(dialActions.length);
  },
};

export const Basic: Story = {
  render: () => <SpeedDialBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const fab = canvas.getByRole('button', { name: 'Document actions' });
    await expect(fab).toHaveAttribute('aria-expanded', 'false');

    // Keyboard focus (or hovering) opens an uncontrolled speed dial.
    await userEvent.tab();
    await expect(fab).toHaveFocus();
    await waitFor(() => expect(fab).toHaveAttribute('aria-expanded', 'true'));
    const menu = canvas.getByRole('menu');
    await expect(fab).toHaveAttribute('aria-controls', menu.id);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);

    // The first arrow key moves into the actions; the same key moves on.
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Copy' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const save = within(menu).getByRole('menuitem', { name: 'Save' });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Document saved',
    );

    // Escape closes the actions and returns focus to the main button.
    await userEvent.keyboard('{Escape}');
    await expect(fab).toHaveAttribute('aria-expanded', 'false');
    await expect(fab).toHaveFocus();
    await waitFor(() =>
      expect(body.queryByRole('tooltip')).not.toBeInTheDocument(),
    );
  },
};

export const PersistentLabels: Story = {
  render: () => <SpeedDialLabels />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fab = canvas.getByRole('button', { name: 'Create' });

    // Focus alone doesn't open this one; Enter does.
    await userEvent.tab();
    await expect(fab).toHaveFocus();
    await expect(fab).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(fab).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(fab).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(fab);
    await expect(fab).toHaveAttribute('aria-expanded', 'true');
    // The labels are visible text and name the actions.
    const note = canvas.getByRole('menuitem', { name: 'New note' });
    // The actions zoom in one after another: wait until the label is shown.
    await waitFor(() => expect(canvas.getByText('New note')).toBeVisible());

    await userEvent.click(note);
    await expect(fab).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'New note created',
    );
    await expect(fab).toHaveFocus();
  },
};

export const Directions: Story = {
  render: () => <SpeedDialDirections />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fab = canvas.getByRole('button', { name: 'Photo tools' });
    await expect(canvas.getByRole('menu')).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );

    await userEvent.click(canvas.getByRole('radio', { name: 'left' }));
    await expect(canvas.getByRole('menu')).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    // Tab leaves the radio group and focuses the speed dial, which opens it.
    await userEvent.tab();
    await expect(fab).toHaveFocus();
    await waitFor(() => expect(fab).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('menuitem', { name: 'Crop' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(fab).toHaveAttribute('aria-expanded', 'false');
    await expect(fab).toHaveFocus();
  },
};
