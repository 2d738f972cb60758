import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SpeedDialBasic from './SpeedDialBasic';
import SpeedDialDirections from './SpeedDialDirections';
import SpeedDialLabels from './SpeedDialLabels';

const meta = {
  title: 'Material UI/Navigation/Speed Dial',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

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
    await expect(canvas.getByText('New note')).toBeVisible();

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
