import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from '@mui/system';
import ContainerArticle from './ContainerArticle';

/**
 * MUI System's Container (`import { Container } from '@mui/system'`): full width up to a breakpoint's
 * width, centred, with side padding (gutters) of 16 px under `sm` and 24 px from it. The stories at a
 * phone's width render their demo in a 390 px frame; the others run at the story window's 1024 px (md).
 */
const meta = {
  title: 'MUI System/Components/Container',
  component: Container,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Container>;

export default meta;

type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

export const Article: Story = {
  render: () => <ContainerArticle />,
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Why risotto wants warm stock' });
    const band = article.parentElement!;
    // maxWidth="sm": at most 600 px, centred in its parent, 24 px gutters from sm up.
    await expect(getComputedStyle(article).maxWidth).toBe('600px');
    await expect(Math.round(box(article).width)).toBe(600);
    await expect(Math.round(box(article).left - box(band).left)).toBe(Math.round(box(band).right - box(article).right));
    await expect(getComputedStyle(article).paddingLeft).toBe('24px');
  },
};

