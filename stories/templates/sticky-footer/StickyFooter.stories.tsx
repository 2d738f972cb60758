import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import StickyFooter from './StickyFooter';

/** The sticky footer template: a short page whose footer still sits at the bottom of the screen. */
const meta = {
  title: 'Material UI/Getting started/Templates/Sticky footer',
  component: StickyFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StickyFooter>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The footer never ends above the bottom of the screen, however short the text. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(footer.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(view.innerHeight - 1);
    await expect(within(footer).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/material-ui/getting-started/templates/pricing');
  },
};
