import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/joy/Typography';
import { expect, within } from 'storybook/test';
import TypographyDecorators from './TypographyDecorators';
import TypographyLevels from './TypographyLevels';
import TypographyVariants from './TypographyVariants';

/**
 * Joy's Typography sets text in one of the theme's type levels (h1 to h4, title-lg to title-sm,
 * body-lg to body-xs), picks a fitting element for it, and takes global variants, colours and decorators.
 */
const meta = {
  title: 'Joy UI/Data display/Typography',
  component: Typography,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Typography>;

export default meta;

type Story = StoryObj<typeof meta>;

const fontSize = (element: HTMLElement) => parseFloat(getComputedStyle(element).fontSize);

export const Levels: Story = {
  render: () => <TypographyLevels />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const h3 = canvas.getByText('Squash risotto');
    const body = canvas.getByText('Keep the heat at a gentle simmer so the rice cooks evenly.');
    const xs = canvas.getByText('Recipe by the Green Fork kitchen');
    await expect(h3).toHaveClass('MuiTypography-h3');
    await expect(fontSize(h3)).toBeGreaterThan(fontSize(body));
    await expect(fontSize(body)).toBeGreaterThan(fontSize(xs));
    // Body text uses Joy's typeface, Inter.
    await expect(getComputedStyle(body).fontFamily).toMatch(/^"?Inter/);
  },
};

export const Variants: Story = {
  render: () => <TypographyVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paid = canvas.getByText('paid');
    const overdue = canvas.getByText('overdue');
    await expect(paid.tagName).toBe('SPAN'); // nested Typography renders inline
    await expect(paid).toHaveClass('MuiTypography-variantSoft', 'MuiTypography-colorSuccess');
    await expect(overdue).toHaveClass('MuiTypography-variantSolid', 'MuiTypography-colorDanger');
    await expect(getComputedStyle(overdue).backgroundColor).not.toBe(getComputedStyle(paid).backgroundColor);
  },
};

export const Decorators: Story = {
  render: () => <TypographyDecorators />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 3 });
    // noWrap keeps the long title on one line and cuts it with an ellipsis.
    await expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    const time = canvas.getByText('40 minutes');
    await expect(time).toHaveClass('MuiTypography-root');
    await expect(within(time).getByText('Vegetarian')).toBeVisible();
    await expect(within(time).getByText('⏱')).toHaveAttribute('aria-hidden', 'true');
  },
};
