import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Link from '@mui/joy/Link';
import LinkOverlay from './LinkOverlay';
import LinkUnderline from './LinkUnderline';
import LinkVariants from './LinkVariants';

/**
 * Joy's Link is an anchor with Joy's typography levels, colours, global variants and underline styles;
 * `overlay` stretches its click area over a whole card.
 */
const meta = {
  title: 'Joy UI/Navigation/Link',
  component: Link,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Link>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => <LinkVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: 'danger' });
    await expect(links).toHaveLength(5);
    await expect(links[4]).toHaveClass('MuiLink-variantSolid');
    await expect(links[4]).toHaveClass('MuiLink-colorDanger');
    await expect(links[0]).toHaveAttribute('href', '#danger');
  },
};

export const Underline: Story = {
  render: () => <LinkUnderline />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const always = canvas.getByRole('link', { name: 'payment terms' });
    await expect(getComputedStyle(always).textDecorationLine).toBe('underline');
    const hover = canvas.getByRole('link', { name: 'Invoice INV-2041' });
    // Underlined only while the pointer is over it (a CSS :hover rule, which synthetic events don't trigger).
    await expect(getComputedStyle(hover).textDecorationLine).toBe('none');
    await expect(hover).toHaveClass('MuiLink-underlineHover');
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'All invoices' })).textDecorationLine).toBe('none');
  },
};

export const Overlay: Story = {
  render: () => <LinkOverlay />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Click anywhere on a card.');
    // The overlay covers the card: what lies under the middle of the chip and of the time line is the link.
    const link = canvas.getByRole('link', { name: 'Creamy salmon soup' });
    const under = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    };
    await expect(under(canvas.getByText('Finnish'))).toBe(link);
    const hit = under(canvas.getByText('Ready in 45 min'));
    await expect(hit).toBe(link);
    // A click at that point, away from the title, lands on the link and opens the recipe.
    await userEvent.click(hit as HTMLElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening the recipe “Creamy salmon soup”.');
  },
};
