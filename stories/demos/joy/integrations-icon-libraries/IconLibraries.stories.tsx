import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import IconDecorators from './IconDecorators';
import IconSizeFollowsParent from './IconSizeFollowsParent';
import NamedIconButtonsDemo from './NamedIconButtons';
import PlainSvgIcons from './PlainSvgIcons';

/** Icons inside Joy UI components: Material icons and any plain SVG take their size and colour from the component. */
const meta = {
  title: 'Joy UI/Integrations/Using other icon libraries',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** Rendered width of the first svg inside an element. */
function iconWidth(element: HTMLElement): number {
  const svg = element.querySelector('svg');
  if (!svg) throw new Error('no icon inside the element');
  return svg.getBoundingClientRect().width;
}

export const Decorators: Story = {
  render: () => <IconDecorators />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('button', { name: 'Start timer' });
    const print = canvas.getByRole('button', { name: 'Print recipe' });
    const shopping = canvas.getByRole('button', { name: 'Add to shopping list' });
    // Joy's Button sets --Icon-fontSize per size (lg, xl, xl2 of the theme: 18, 20, 24 px).
    await expect(iconWidth(timer)).toBeCloseTo(18, 0);
    await expect(iconWidth(print)).toBeCloseTo(20, 0);
    await expect(iconWidth(shopping)).toBeCloseTo(24, 0);
    await expect(shopping.querySelectorAll('svg')).toHaveLength(2);
    // The icons are decorative: the label alone names the button.
    await expect(shopping.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // A solid button's icon takes the button's text colour.
    await expect(getComputedStyle(shopping.querySelector('svg')!).color).toBe(getComputedStyle(shopping).color);
  },
};

export const NamedIconButtons: Story = {
  render: () => <NamedIconButtonsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save recipe to favourites' });
    await expect(canvas.getByRole('button', { name: 'Share recipe' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print recipe' })).toBeVisible();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    const outline = save.querySelector('path')?.getAttribute('d');
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveClass('MuiIconButton-colorDanger');
    // The outlined heart became the filled one.
    await expect(save.querySelector('path')?.getAttribute('d')).not.toBe(outline);
  },
};

export const SizeFollowsParent: Story = {
  name: 'Size follows the parent',
  render: () => <IconSizeFollowsParent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Component size' });
    const button = canvas.getByRole('button', { name: 'Plan dinner' });
    const bookmark = canvas.getByRole('button', { name: 'Bookmark recipe' });
    const medium = { button: iconWidth(button), bookmark: iconWidth(bookmark) };
    await userEvent.click(within(group).getByRole('button', { name: 'Large' }));
    await expect(within(group).getByRole('button', { name: 'Large' })).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveClass('MuiButton-sizeLg');
    await expect(iconWidth(button)).toBeGreaterThan(medium.button);
    await expect(iconWidth(bookmark)).toBeGreaterThan(medium.bookmark);
    await userEvent.click(within(group).getByRole('button', { name: 'Small' }));
    await expect(iconWidth(button)).toBeLessThan(medium.button);
    await expect(canvas.getByRole('textbox', { name: 'Find a recipe' }).closest('.MuiInput-root')).toHaveClass('MuiInput-sizeSm');
  },
};

export const PlainSvg: Story = {
  name: 'Plain SVG icons',
  render: () => <PlainSvgIcons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Check pantry' });
    const large = canvas.getByRole('button', { name: 'Order groceries' });
    // The one rule for `.pantry-icon` reads Joy's variables, so the plain SVG sizes like a Material icon.
    await expect(iconWidth(small)).toBeCloseTo(18, 0);
    await expect(iconWidth(canvas.getByRole('button', { name: 'Restock list' }))).toBeCloseTo(20, 0);
    await expect(iconWidth(large)).toBeCloseTo(24, 0);
    await expect(getComputedStyle(large.querySelector('svg')!).color).toBe(getComputedStyle(large).color);
  },
};
