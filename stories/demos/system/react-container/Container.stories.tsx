import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from '@mui/system';
import { inlineStart } from '../../../inline';
import ContainerArticle from './ContainerArticle';
import ContainerFixed from './ContainerFixed';
import ContainerFullBleed from './ContainerFullBleed';

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


export const Fixed: Story = {
  render: () => <ContainerFixed />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Booking steps' });
    // fixed: the max-width steps to the last breakpoint reached, md (900 px) in the 1024 px window.
    await expect(getComputedStyle(nav).maxWidth).toBe('900px');
    await expect(Math.round(box(nav).width)).toBe(900);
    await expect(within(nav).getByText(/Add travellers/)).toHaveAttribute('aria-current', 'step');
  },
};


export const FullBleed: Story = {
  render: () => <ContainerFullBleed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByText(/Split ferry port/);
    const list = canvas.getByRole('list', { name: 'Departures' });
    const rows = within(list).getAllByRole('listitem');
    // disableGutters: no padding on the list; its rows pad themselves as much as the header's gutters.
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
    await expect(Math.round(inlineStart(within(rows[0]).getByText('08:15')))).toBe(Math.round(inlineStart(title)));
    // The row divider spans the whole container: as wide as the list.
    await expect(Math.round(box(rows[1]).width)).toBe(Math.round(box(list).width));
    await expect(getComputedStyle(rows[1]).borderTopWidth).toBe('1px');
  },
};

