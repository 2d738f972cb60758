import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createBrandTheme } from '../../../../src/theme/brandTheme';
import PositionsOffsets from './PositionsOffsets';
import PositionsSystemProps from './PositionsSystemProps';
import PositionsZIndex from './PositionsZIndex';

/**
 * The positions style utility: `position` and the `top`/`right`/`bottom`/`left` offsets as written,
 * and `zIndex`, which also takes the name of a layer of the theme's zIndex ("appBar", "modal").
 */
const meta = {
  title: 'MUI System/Style Utilities/Positions',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const { zIndex } = createBrandTheme();

export const Offsets: Story = {
  render: () => <PositionsOffsets />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Hotel Baixa Garden' });
    const badge = within(card).getByText('−20% this week');
    const style = getComputedStyle(badge);
    await expect(style.position).toBe('absolute');
    // Offsets are pixels as written, not spacing units.
    await expect(style.top).toBe('12px');
    await expect(style.right).toBe('12px');
    const outer = card.getBoundingClientRect();
    const inner = badge.getBoundingClientRect();
    // The card has a 1px border: the offset is measured from its padding edge.
    await expect(Math.round(inner.top - outer.top)).toBe(13);
    await expect(Math.round(outer.right - inner.right)).toBe(13);
  },
};

export const ZIndexLayers: Story = {
  render: () => <PositionsZIndex />,
  play: async ({ canvasElement }) => {
    const layer = (name: string) => canvasElement.querySelector<HTMLElement>(`[data-layer="${name}"]`)!;
    // A layer's name resolves to the theme's number.
    for (const name of ['appBar', 'drawer', 'modal', 'snackbar'] as const) {
      await expect(getComputedStyle(layer(name)).zIndex).toBe(String(zIndex[name]));
    }
    // Where two cards overlap, the higher layer is drawn on top, although it comes earlier in the markup.
    const topAt = (below: string) => {
      const rect = layer(below).getBoundingClientRect();
      return document.elementFromPoint(rect.right - 8, rect.bottom - 4)?.closest('[data-layer]')?.getAttribute('data-layer');
    };
    await expect(topAt('appBar')).toBe('drawer');
    await expect(topAt('drawer')).toBe('modal');
    await expect(topAt('modal')).toBe('snackbar');
  },
};

export const SystemProps: Story = {
  render: () => <PositionsSystemProps />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Tram 28 stops' });
    const header = within(region).getByText('Tram 28 · Martim Moniz → Campo de Ourique');
    await expect(getComputedStyle(header).position).toBe('sticky');
    await expect(getComputedStyle(header).zIndex).toBe(String(zIndex.appBar));
    // Scrolled down, the header stays at the top of the box while the stops move under it.
    const firstStop = within(region).getByText('Martim Moniz');
    const regionTop = region.getBoundingClientRect().top + 1; // inside the 1px border
    region.scrollTop = 120;
    await waitFor(() => expect(firstStop.getBoundingClientRect().top).toBeLessThan(regionTop));
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(regionTop));
    region.scrollTop = 0;
    await waitFor(() => expect(firstStop.getBoundingClientRect().top).toBeGreaterThan(header.getBoundingClientRect().bottom));
  },
};
