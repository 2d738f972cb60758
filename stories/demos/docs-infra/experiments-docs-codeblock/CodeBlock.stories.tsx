import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ShippingCodeBlocks from './ShippingCodeBlocks';

const meta = {
  title: 'Docs-infra/Components/Codeblock',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const CommandAndModule: Story = {
  render: () => <ShippingCodeBlocks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const blocks = [...canvasElement.querySelectorAll<HTMLElement>('[data-language]')];
    await expect(blocks.map((b) => b.dataset.language)).toEqual(['bash', 'ts']);
    // Every block has its copy button; code reads left to right in any page direction.
    await expect(canvas.getAllByRole('button', { name: 'Copy' })).toHaveLength(2);
    await expect(blocks.every((b) => b.getAttribute('dir') === 'ltr')).toBe(true);
    // The long block keeps its height and scrolls; keyboard users reach it (tabIndex 0).
    const pre = blocks[1]!.querySelector('pre')!;
    await expect(pre.scrollHeight).toBeGreaterThan(pre.clientHeight);
    await expect(pre).toHaveAttribute('tabindex', '0');
    await expect(pre).toHaveTextContent('Parcels over 20 kg go by freight.');
  },
};
