import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
