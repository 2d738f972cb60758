import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atLeast } from '../../systemStyleChecks';
import FlexboxSystemProps from './FlexboxSystemProps';
import FlexboxToolbar from './FlexboxToolbar';
import FlexboxWrapAndGrow from './FlexboxWrapAndGrow';

/**
 * The flexbox utility: the flex container keys (direction, wrapping, alignment) and the item keys
 * (grow, shrink, basis, order, alignSelf), written in `sx` or, deprecated, as props of Box.
 */
const meta = {
  title: 'MUI System/Style Utilities/Flexbox',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Toolbar: Story = {
  render: () => <FlexboxToolbar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('region', { name: 'Invoice INV-2044' });
    await expect(getComputedStyle(row).justifyContent).toBe('space-between');
    await expect(getComputedStyle(row).alignItems).toBe('center');
    // The button sits at the far end of the row.
    const button = canvas.getByRole('button', { name: 'Send reminder' });
    const rowBox = row.getBoundingClientRect();
    const buttonBox = button.getBoundingClientRect();
    const padding = Number.parseFloat(getComputedStyle(row).paddingRight);
    await expect(Math.round(rowBox.right - buttonBox.right - padding)).toBeLessThanOrEqual(1);
  },
};

export const WrapAndGrow: Story = {
  render: () => <FlexboxWrapAndGrow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search recipes' });
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(getComputedStyle(field).flexGrow).toBe('1');
    // The field takes the width the button leaves: the two fill the row.
    const row = field.parentElement!.getBoundingClientRect();
    const used = field.getBoundingClientRect().width + button.getBoundingClientRect().width + 8;
    await expect(Math.abs(row.width - used)).toBeLessThanOrEqual(1);
    const chips = within(canvas.getByRole('list', { name: 'Filters' })).getAllByRole('listitem');
    await expect(getComputedStyle(chips[0]!.parentElement!).flexWrap).toBe('wrap');
    // Six chips do not fit one row of at most 520 px: the last one starts a new line.
    await expect(chips.at(-1)!.getBoundingClientRect().top).toBeGreaterThan(chips[0]!.getBoundingClientRect().top);
  },
};

export const SystemProps: Story = {
  render: () => <FlexboxSystemProps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Night train to Vienna' });
    const price = canvas.getByText('€89.90');
    const title = canvas.getByText('Night train to Vienna');
    await expect(getComputedStyle(card).display).toBe('flex');
    if (atLeast(600)) {
      // A row from sm up: the price to the right of the details.
      await expect(getComputedStyle(card).flexDirection).toBe('row');
      await expect(price.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
    } else {
      // A column with order -1: the price above the details.
      await expect(getComputedStyle(card).flexDirection).toBe('column');
      await expect(price.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
    }
  },
};
