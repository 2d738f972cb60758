import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ColorSchemeToggleDemo from './ColorSchemeToggle';

/** A Joy colour scheme switch written as a Next.js Client Component; on this site it drives the site's own mode setting. */
const meta = {
  title: 'Joy UI/Integrations/Next.js App Router',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const documentScheme = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export const ColorSchemeToggle: Story = {
  render: () => <ColorSchemeToggleDemo />,
  // The play sets the mode itself: each mode's picture is a fresh render with its play (.storybook/test-runner.ts).
  parameters: { freshModes: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Colour scheme' });
    const start = documentScheme();
    const other = start === 'dark' ? 'light' : 'dark';
    const button = (scheme: string) => within(group).getByRole('button', { name: scheme === 'dark' ? 'Dark' : 'Light' });
    // After mount the switch shows the mode it reads from Joy (here, the site's setting).
    await waitFor(() => expect(button(start)).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing the ${start} colour scheme.`);
    const sheet = canvas.getByRole('heading', { name: 'Trip planner settings' }).closest('.MuiSheet-root')!;
    const before = getComputedStyle(sheet).backgroundColor;
    await userEvent.click(button(other));
    await waitFor(() => expect(documentScheme()).toBe(other));
    await expect(button(other)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing the ${other} colour scheme.`);
    await waitFor(() => expect(getComputedStyle(sheet).backgroundColor).not.toBe(before));
    // Back to the mode the story started in, so the screenshot shows that mode.
    await userEvent.click(button(start));
    await waitFor(() => expect(documentScheme()).toBe(start));
    await expect(button(start)).toHaveAttribute('aria-pressed', 'true');
  },
};
