import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DarkModeAlwaysDark from './DarkModeAlwaysDark';
import DarkModeScopedToggle from './DarkModeScopedToggle';

/**
 * Dark mode in Material UI: a theme with both colour schemes that the reader toggles with
 * `useColorScheme`, and a theme with only the dark palette for a section that is always dark.
 */
const meta = {
  title: 'Material UI/Customization/Dark Mode',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ScopedToggle: Story = {
  render: () => <DarkModeScopedToggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dark = await canvas.findByRole('button', { name: 'Dark' });
    const root = canvasElement.querySelector<HTMLElement>('[data-trail-root]')!;
    await expect(canvas.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing the light scheme.');
    const lightBackground = getComputedStyle(root).backgroundColor;
    await expect(lightBackground).toBe('rgb(244, 247, 246)');

    await userEvent.click(dark);
    await waitFor(() => expect(root).toHaveAttribute('data-trail-scheme', 'dark'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing the dark scheme.');
    await waitFor(() => expect(getComputedStyle(root).backgroundColor).toBe('rgb(13, 21, 20)'));

    await userEvent.click(canvas.getByRole('button', { name: 'System' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/Following the system, which prefers (light|dark)\./);

    // Back to the starting state, so every mode of the runner sees the same picture.
    await userEvent.click(canvas.getByRole('button', { name: 'Light' }));
    await waitFor(() => expect(root).toHaveAttribute('data-trail-scheme', 'light'));
  },
};

export const AlwaysDark: Story = {
  render: () => <DarkModeAlwaysDark />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paper = canvasElement.querySelector<HTMLElement>('.MuiPaper-root')!;
    // The dark palette's paper colour, whatever the mode of the page around it.
    await expect(getComputedStyle(paper).backgroundColor).toBe('rgb(18, 18, 18)');
    await expect(canvas.getByText('Paused at 60% volume')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(canvas.getByText('Playing at 60% volume')).toBeVisible();
    canvas.getByRole('slider', { name: 'Volume' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText('Playing at 61% volume')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
  },
};
