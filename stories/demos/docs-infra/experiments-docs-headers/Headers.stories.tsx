import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RecipeSections from './RecipeSections';

const meta = {
  title: 'Docs-infra/Writing/Headers',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SectionAnchors: Story = {
  render: () => <RecipeSections />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: /Shape and proof/ });
    await expect(heading).toHaveAttribute('id', 'recipe-shape-and-proof');
    const anchors = canvas.getAllByRole('link', { name: 'Link to this section' });
    await expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['#recipe-prepare-the-dough', '#recipe-shape-and-proof', '#recipe-bake']);
    // Hidden until the heading is hovered or the link focused; a keyboard user reaches it with Tab.
    await expect(getComputedStyle(anchors[0]!).opacity).toBe('0');
    await userEvent.tab();
    await expect(anchors[0]).toHaveFocus();
    await expect(getComputedStyle(anchors[0]!).opacity).toBe('1');
  },
};
