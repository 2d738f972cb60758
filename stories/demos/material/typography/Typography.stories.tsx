import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import TypographyArticle from './TypographyArticle';
import TypographyScale from './TypographyScale';
import TypographyTruncation from './TypographyTruncation';

const meta = {
  title: 'Material UI/Data display/Typography',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

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
