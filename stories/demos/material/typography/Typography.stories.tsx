import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { apiControl } from '../../apiControls';
import { expect, userEvent, within } from 'storybook/test';
import TypographyArticle from './TypographyArticle';
import TypographyScale from './TypographyScale';
import TypographyTruncation from './TypographyTruncation';

/**
 * Typography sets text in the theme's type scale, from large headings to captions, so that sizes and weights
 * stay consistent. Choose the variant for the look and, where it differs, `component` for the meaning: a
 * heading level follows the structure of the page, not the size it should have.
 */
const meta = {
  title: 'Material UI/Data display/Typography',
  component: Typography,
  parameters: { layout: 'padded', muiApi: 'Typography' },
  argTypes: {
    variant: apiControl('Typography', 'variant', { options: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'caption', 'overline', 'button', 'inherit'] }),
    color: apiControl('Typography', 'color', {
      options: ['textPrimary', 'textSecondary', 'primary', 'secondary', 'error', 'warning', 'info', 'success'],
    }),
  },
} satisfies Meta<typeof Typography>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Text, variant, colour, alignment, bottom margin and truncation (`noWrap`) are controls. */
export const Playground: Story = {
  args: { children: 'Autumn menu: squash, chestnuts and apple crumble', variant: 'h4', color: 'textPrimary', align: 'inherit', gutterBottom: false, noWrap: false },
  render: (args) => <Typography {...args} />,
  play: async ({ canvasElement, args }) => {
    const text = within(canvasElement).getByText(String(args.children));
    const variant = args.variant ?? 'body1';
    await expect(text).toHaveClass(`MuiTypography-${variant}`);
    if (/^h[1-6]$/.test(variant)) await expect(text.tagName).toBe(variant.toUpperCase());
    await expect(text.classList.contains('MuiTypography-noWrap')).toBe(Boolean(args.noWrap));
  },
};

export const Scale: Story = {
  render: () => <TypographyScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The samples only look like headings; they add none to the page.
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    const h1 = canvas.getByText('Harbour guide');
    const body2 = canvas.getByText(/Bicycles travel free/);
    await expect(h1).toHaveClass('MuiTypography-h1');
    await expect(parseFloat(getComputedStyle(h1).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(body2).fontSize) * 2,
    );
    await expect(getComputedStyle(canvas.getByText('Public transport')).textTransform).toBe(
      'uppercase',
    );
  },
};

export const Article: Story = {
  render: () => <TypographyArticle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The look comes from `variant`, the document outline from `component`.
    const title = canvas.getByRole('heading', {
      level: 2,
      name: 'What we learned from a year of spring menus',
    });
    await expect(title).toHaveClass('MuiTypography-h4');
    const section = canvas.getByRole('heading', { level: 3, name: 'Fewer dishes, shorter waits' });
    await expect(section).toHaveClass('MuiTypography-h6');
    await expect(canvas.getAllByRole('heading')).toHaveLength(2);
    await expect(canvas.getByText('By Ana Souza · 4 min read').tagName).toBe('P');
  },
};

export const Truncation: Story = {
  render: () => <TypographyTruncation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText(/INV-2025-015/);
    await expect(name).toHaveClass('MuiTypography-noWrap');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name).toHaveAttribute('title', name.textContent);
    const oneLine = name.getBoundingClientRect().height;

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Truncate file names' }));
    await expect(name).not.toHaveClass('MuiTypography-noWrap');
    await expect(name.getBoundingClientRect().height).toBeGreaterThan(oneLine);
    await expect(name).not.toHaveAttribute('title');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Truncate file names' }));
    await expect(name).toHaveClass('MuiTypography-noWrap');
  },
};
