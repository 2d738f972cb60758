import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Menu from '@mui/joy/Menu';
import MenuBasic from './MenuBasic';
import MenuColors from './MenuColors';
import MenuIconButton from './MenuIconButton';
import MenuSizes from './MenuSizes';
import MenuSortSelected from './MenuSortSelected';
import MenuVariants from './MenuVariants';

/**
 * Joy's menu is a popup list of actions that opens from a `MenuButton` inside a `Dropdown`: the actions on
 * an invoice, a sort order, the options behind a "more" icon button.
 */
const meta = {
  title: 'Joy UI/Navigation/Menu',
  component: Menu,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Menu>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The menu is portalled into the document body, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Basic: Story = {
  render: () => <MenuBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Invoice actions' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied as draft INV-2042.');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const IconButtonTrigger: Story = {
  name: 'Icon button',
  render: () => <MenuIconButton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'More actions for the Lisbon trip' });
    // The keyboard opens it too: ArrowDown on the focused button.
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Change dates' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(button);
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Cancel trip' }));
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await userEvent.click(button);
    await expect(await page(canvasElement).findByRole('menuitem', { name: 'Cancel trip' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Variants: Story = {
  render: () => <MenuVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'soft' }));
    const menu = await page(canvasElement).findByRole('menu', { name: 'Export options (soft)' });
    await expect(menu).toHaveClass('MuiMenu-variantSoft');
    await expect(within(menu).getByRole('menuitem', { name: 'Export as PDF' })).toBeVisible();
  },
};

export const Colors: Story = {
  render: () => <MenuColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sent' });
    await expect(button).toHaveClass('MuiMenuButton-colorPrimary');
    await userEvent.click(button);
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Overdue' }));
    const changed = canvas.getByRole('button', { name: 'Overdue' });
    await expect(changed).toHaveClass('MuiMenuButton-colorWarning');
    await userEvent.click(changed);
    const menu = await page(canvasElement).findByRole('menu', { name: 'Invoice status' });
    await expect(menu).toHaveClass('MuiMenu-colorWarning');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
  },
};

export const Sizes: Story = {
  render: () => <MenuSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Small: servings' });
    const large = canvas.getByRole('button', { name: 'Large: servings' });
    await expect(large.getBoundingClientRect().height).toBeGreaterThan(small.getBoundingClientRect().height);
    await userEvent.click(large);
    const menu = await page(canvasElement).findByRole('menu', { name: 'Servings (large menu)' });
    await expect(menu).toHaveClass('MuiMenu-sizeLg');
  },
};

export const SortSelected: Story = {
  name: 'Selected item',
  render: () => <MenuSortSelected />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Highest rated' }));
    const menu = await page(canvasElement).findByRole('menu', { name: 'Sort recipes by' });
    await expect(within(menu).getByRole('menuitem', { name: 'Highest rated' })).toHaveClass('Mui-selected');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Fewest ingredients' }));
    await expect(canvas.getByRole('button', { name: 'Sort: Fewest ingredients' })).toBeVisible();
  },
};
