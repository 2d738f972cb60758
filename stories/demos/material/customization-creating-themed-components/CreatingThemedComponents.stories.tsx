import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import InvoiceStatusOwnerState from './InvoiceStatusOwnerState';
import ThemedStat from './ThemedStat';

/** A component of your own that the theme reaches: styled() with name and slot, useThemeProps for default props. */
const meta = {
  title: 'Material UI/Customization/Creating themed components',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const StatWithThemeOverrides: Story = {
  render: () => <ThemedStat />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const uptime = canvas.getByText('Uptime').parentElement!;
    const incidents = canvas.getByText('Open incidents').parentElement!;
    // Theme styleOverrides reach the root and label slots; defaultProps make it filled.
    await expect(getComputedStyle(uptime).borderTopLeftRadius).toBe('16px');
    await expect(getComputedStyle(canvas.getByText('Uptime')).textTransform).toBe('uppercase');
    await expect(getComputedStyle(uptime).borderTopStyle).toBe('none');
    // A prop on the element beats the theme's default.
    await expect(getComputedStyle(incidents).borderTopStyle).toBe('solid');

    await userEvent.click(canvas.getByRole('switch', { name: 'Apply the dashboard theme' }));
    const plain = canvas.getByText('Uptime').parentElement!;
    await expect(getComputedStyle(plain).borderTopLeftRadius).toBe(getComputedStyle(plain).borderTopRightRadius);
    await expect(getComputedStyle(plain).borderTopLeftRadius).not.toBe('16px');
    await expect(getComputedStyle(canvas.getByText('Uptime')).textTransform).toBe('none');
    await expect(getComputedStyle(plain).borderTopStyle).toBe('solid');
    await userEvent.click(canvas.getByRole('switch', { name: 'Apply the dashboard theme' }));
    await expect(canvas.getByRole('switch', { name: 'Apply the dashboard theme' })).toBeChecked();
  },
};

/** The theme's entry for a component of your own: a style override that reads ownerState, and a variant the theme adds. */
export const StatusWithOwnerStateAndVariants: Story = {
  render: () => <InvoiceStatusOwnerState />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pill = (label: string) => canvas.getByText(label, { selector: 'span' });
    const outline = canvas.getByRole('switch', { name: /Outline overdue invoices/ });
    const quiet = canvas.getByRole('switch', { name: /Quiet look for drafts/ });
    // The override reads ownerState: the overdue pill is bold with a 2px border, the paid one is not.
    await expect(getComputedStyle(pill('Overdue')).fontWeight).toBe('700');
    await expect(getComputedStyle(pill('Overdue')).borderTopWidth).toBe('2px');
    await expect(getComputedStyle(pill('Paid')).fontWeight).toBe('400');
    // The theme's variant matches emphasis="quiet" (on ownerState): the draft's border is dashed.
    await expect(getComputedStyle(pill('Draft')).borderTopStyle).toBe('dashed');
    await expect(getComputedStyle(pill('Due')).borderTopStyle).toBe('solid');

    await userEvent.click(outline);
    await expect(outline).not.toBeChecked();
    await expect(getComputedStyle(pill('Overdue')).fontWeight).toBe('400');
    await expect(getComputedStyle(pill('Overdue')).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(pill('Draft')).borderTopStyle).toBe('dashed');

    await userEvent.click(quiet);
    await expect(getComputedStyle(pill('Draft')).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(pill('Draft')).fontStyle).toBe('normal');

    // Back on: both theme rules apply again.
    await userEvent.click(outline);
    await userEvent.click(quiet);
    await expect(getComputedStyle(pill('Overdue')).fontWeight).toBe('700');
    await expect(getComputedStyle(pill('Draft')).fontStyle).toBe('italic');
  },
};
