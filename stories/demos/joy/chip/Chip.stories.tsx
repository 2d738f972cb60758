import type { Meta, StoryObj } from '@storybook/react-vite';
import Chip from '@mui/joy/Chip';
import { expect, userEvent, within } from 'storybook/test';
import ChipFilters from './ChipFilters';
import ChipSizes from './ChipSizes';
import ChipVariants from './ChipVariants';

/**
 * Joy's Chip is a compact label: a status, a tag, a filter. It takes global variants, colours,
 * sizes and decorators; with `onClick` it becomes a button, and `ChipDelete` adds a remove button.
 */
const meta = {
  title: 'Joy UI/Data display/Chip',
  component: Chip,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Chip>;

export default meta;

type Story = StoryObj<typeof meta>;

const chipOf = (element: HTMLElement) => element.closest<HTMLElement>('.MuiChip-root')!;

export const Variants: Story = {
  render: () => <ChipVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overdue = canvas.getAllByText('Overdue').map(chipOf);
    await expect(overdue).toHaveLength(4);
    await expect(overdue[0]).toHaveClass('MuiChip-variantSolid', 'MuiChip-colorDanger');
    await expect(overdue[3]).toHaveClass('MuiChip-variantPlain', 'MuiChip-colorDanger');
    await expect(getComputedStyle(overdue[0]!).backgroundColor).not.toBe(getComputedStyle(overdue[1]!).backgroundColor);
    // A chip without onClick is plain text, not a button.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => <ChipSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [sm, md, lg] = canvas.getAllByText('Lisbon → Porto').map((label) => chipOf(label).getBoundingClientRect().height);
    await expect(sm).toBeLessThan(md!);
    await expect(md).toBeLessThan(lg!);
  },
};

export const Filters: Story = {
  render: () => <ChipFilters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vegan = canvas.getByRole('button', { name: 'Vegan' });
    await expect(vegan).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(vegan);
    await expect(vegan).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing vegetarian, vegan recipes');
    await expect(chipOf(vegan)).toHaveClass('MuiChip-variantSolid');

    const ingredients = canvas.getByRole('list', { name: 'Must include' });
    await expect(within(ingredients).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Sage' }));
    await expect(within(ingredients).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(ingredients).queryByText('Sage')).not.toBeInTheDocument();
  },
};
