import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ZIndexLayers from './ZIndexLayers';

/** The z-index token: the stacking order of the layers that float above the page. */
const meta = {
  title: 'Material UI/Customization/z-index',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Layers: Story = {
  render: () => <ZIndexLayers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const layer = (key: string) => canvasElement.querySelector<HTMLElement>(`[data-layer="${key}"]`)!;
    await expect(layer('tooltip')).toHaveTextContent('tooltip: 1500');
    await expect(layer('modal')).toHaveTextContent('modal: 1300');
    // Where the tooltip card and the snackbar card overlap, the one drawn on top is found.
    const topAt = () => {
      const tooltip = layer('tooltip').getBoundingClientRect();
      return document.elementFromPoint(tooltip.left + 60, tooltip.top + 3)?.closest('[data-layer]')?.getAttribute('data-layer');
    };
    await expect(topAt()).toBe('tooltip');
    await userEvent.click(canvas.getByRole('switch', { name: "Apply the theme's z-index" }));
    await expect(topAt()).toBe('snackbar');
  },
};
