import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ClickAwayInlineRename from './ClickAwayInlineRename';
import ClickAwayPopperFilters from './ClickAwayPopperFilters';
import ClickAwayShortcutsPanel from './ClickAwayShortcutsPanel';

/**
 * ClickAwayListener reports a click or touch anywhere outside its child, which is how popups close when
 * people click elsewhere. It renders no element of its own, so the stories show it around real panels
 * rather than in a playground.
 */
const meta = {
  title: 'Material UI/Utils/Click-Away Listener',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ShortcutsPanel: Story = {
  render: () => <ClickAwayShortcutsPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvasElement.ownerDocument.body;
    const button = canvas.getByRole('button', { name: 'Keyboard shortcuts' });
    await expect(canvas.queryByText('Search projects')).not.toBeVisible();

    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Search projects')).toBeVisible();

    // A click inside the panel keeps it open.
    await userEvent.click(canvas.getByText('Go to inbox'));
    await expect(canvas.getByText('Search projects')).toBeVisible();

    // A click anywhere else closes it.
    await userEvent.click(body);
    await waitFor(() => expect(canvas.queryByText('Search projects')).not.toBeVisible());
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Escape closes it too and keeps focus on the button.
    await userEvent.click(button);
    await expect(canvas.getByText('Search projects')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText('Search projects')).not.toBeVisible();
    await expect(button).toHaveFocus();
    button.blur();
  },
};

export const PopperFilters: Story = {
  render: () => <ClickAwayPopperFilters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Labels' }));
    const panel = await page.findByRole('group', { name: 'Filter issues by label' });
    // The panel is portalled out of the story root…
    await expect(canvasElement.contains(panel)).toBe(false);
    await waitFor(() => expect(page.getByRole('checkbox', { name: 'Bug' })).toHaveFocus());

    // …but clicks inside it don't count as clicks away.
    await userEvent.click(page.getByRole('checkbox', { name: 'Bug' }));
    await expect(page.getByRole('checkbox', { name: 'Bug' })).toBeChecked();
    await expect(panel).toBeVisible();

    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(page.queryByRole('group', { name: 'Filter issues by label' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('button', { name: 'Labels (1)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const InlineRename: Story = {
  render: () => <ClickAwayInlineRename />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const input = canvas.getByRole('textbox', { name: 'Project name' });
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.clear(input);
    await userEvent.type(input, 'Spring campaign');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Spring campaign')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();

    // Escape cancels and returns focus to the Rename button.
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Spring campaign')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rename' })).toHaveFocus());
    canvas.getByRole('button', { name: 'Rename' }).blur();
  },
};
