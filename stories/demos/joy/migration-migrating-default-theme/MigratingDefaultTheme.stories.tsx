import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import PaletteOldAndNew from './PaletteOldAndNew';
import ShadowOldAndNew from './ShadowOldAndNew';
import TabsOldAndNew from './TabsOldAndNew';

/** Joy's current default theme beside earlier values put back with extendTheme, each in a nested provider of its own. */
const meta = {
  title: 'Joy UI/Migration/Migrating the default theme',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const isDark = () => document.documentElement.classList.contains('dark');

/** The card (or column) under a heading of the demo. */
function sectionOf(canvasElement: HTMLElement, heading: string): HTMLElement {
  const element = within(canvasElement).getByRole('heading', { name: heading }).parentElement;
  if (!element) throw new Error(`no section for ${heading}`);
  return element;
}

export const Palette: Story = {
  render: () => <PaletteOldAndNew />,
  play: async ({ canvasElement }) => {
    const current = sectionOf(canvasElement, 'Current default');
    const restored = sectionOf(canvasElement, 'Alpha palette restored');
    await expect(within(current).getByText('primary 500: #0B6BCB')).toBeVisible();
    await expect(within(restored).getByText('primary 500: #096BDE')).toBeVisible();
    // Solid buttons use primary 500 in both schemes of both themes.
    await expect(getComputedStyle(within(current).getByRole('button', { name: 'Pay €420' })).backgroundColor).toBe('rgb(11, 107, 203)');
    await expect(getComputedStyle(within(restored).getByRole('button', { name: 'Pay €420' })).backgroundColor).toBe('rgb(9, 107, 222)');
    // The restored theme follows the site's mode too: its soft danger chip is dark in dark mode.
    const chip = getComputedStyle(within(restored).getByText('Overdue').closest('.MuiChip-root')!).backgroundColor;
    await expect(chip).toBe(isDark() ? 'rgb(88, 0, 19)' : 'rgb(255, 233, 232)');
  },
};

export const Shadow: Story = {
  render: () => <ShadowOldAndNew />,
  play: async ({ canvasElement }) => {
    const current = getComputedStyle(sectionOf(canvasElement, 'Current md shadow')).boxShadow;
    const restored = getComputedStyle(sectionOf(canvasElement, 'Alpha md shadow restored')).boxShadow;
    // The current md shadow has two layers after the ring, the alpha one four.
    await expect(current.match(/rgba?\(/g)?.length).toBe(3);
    await expect(restored.match(/rgba?\(/g)?.length).toBe(5);
    await expect(restored).toContain('5.3px 13.3px 18.8px -1.2px');
  },
};

export const Tabs: Story = {
  render: () => <TabsOldAndNew />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('tablist', { name: 'Current Tabs: booking details' });
    const restored = canvas.getByRole('tablist', { name: 'Earlier Tabs restored: booking details' });
    await expect(current).not.toHaveClass('MuiTabList-variantSoft');
    await expect(restored).toHaveClass('MuiTabList-variantSoft');
    const hotel = within(restored).getByRole('tab', { name: 'Hotel' });
    await userEvent.click(hotel);
    await expect(hotel).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Hotel' })).toHaveTextContent('Casa do Largo');
    // The earlier design raises the selected tab with a shadow; the current one draws an indicator line instead.
    await expect(getComputedStyle(hotel).boxShadow).not.toBe('none');
    await expect(getComputedStyle(within(current).getByRole('tab', { name: 'Flights' })).boxShadow).toBe('none');
    await expect(within(current).getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
  },
};
