import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import VisuallyHiddenColumnHeader from './VisuallyHiddenColumnHeader';
import VisuallyHiddenLinkText from './VisuallyHiddenLinkText';
import VisuallyHiddenSkipLink from './VisuallyHiddenSkipLink';

/**
 * `visuallyHidden` from `@mui/utils`: a style object that keeps text in the accessibility tree while its
 * box shrinks to 1px and is clipped away. Each play finds the text by role and name, then measures it.
 */
const meta = {
  title: 'MUI System/Style Utilities/Screen Readers',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** What `visuallyHidden` leaves of a box: 1px by 1px, clipped to nothing, out of the flow. */
async function expectVisuallyHidden(element: Element) {
  const style = getComputedStyle(element);
  await expect(style.width).toBe('1px');
  await expect(style.height).toBe('1px');
  await expect(style.clip).toBe('rect(0px, 0px, 0px, 0px)');
  await expect(style.overflow).toBe('hidden');
  await expect(style.position).toBe('absolute');
  await expect(style.whiteSpace).toBe('nowrap');
}

export const LinkText: Story = {
  name: 'Hidden link text',
  render: () => <VisuallyHiddenLinkText />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Screen readers get the whole name; the screen shows "Read more".
    const link = canvas.getByRole('link', { name: 'Read more about Lemon tart' });
    await expect(canvas.getByRole('link', { name: 'Read more about Mushroom risotto' })).toBeVisible();
    await expectVisuallyHidden(within(link).getByText('about Lemon tart'));
    // The link's own box is as wide as "Read more" alone.
    const probe = document.createElement('span');
    probe.textContent = 'Read more';
    link.parentElement!.appendChild(probe);
    await expect(Math.round(link.getBoundingClientRect().width)).toBe(Math.round(probe.getBoundingClientRect().width));
    probe.remove();
  },
};

export const ColumnHeader: Story = {
  name: 'Hidden column header',
  render: () => <VisuallyHiddenColumnHeader />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Unpaid invoices' });
    const header = within(table).getByRole('columnheader', { name: 'Actions' });
    await expectVisuallyHidden(within(header).getByText('Actions'));
    await expect(within(table).getByRole('link', { name: 'Send reminder for invoice 2024-018' })).toBeVisible();
  },
};

export const SkipLink: Story = {
  render: () => <VisuallyHiddenSkipLink />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to method' });
    // In the accessibility tree from the start, but 1px and clipped until it has focus.
    await expectVisuallyHidden(skip);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    const style = getComputedStyle(skip);
    await expect(style.clip).toBe('auto');
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(60);
    await expect(skip.getBoundingClientRect().height).toBeGreaterThan(20);
    await expect(canvas.getByRole('list', { name: 'Method' })).toBeVisible();
  },
};
