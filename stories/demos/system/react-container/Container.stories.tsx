import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from '@mui/system';
import { AtWidth, frameDocument, PHONE_WIDTH } from '../../../AtWidth';
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

export const ArticleOnAPhone: Story = {
  render: () => (
    <AtWidth width={PHONE_WIDTH} height={300} label="Article at a phone's width">
      <ContainerArticle />
    </AtWidth>
  ),
  play: async ({ canvasElement }) => {
    const doc = await frameDocument(canvasElement);
    const article = within(doc.body).getByRole('article', { name: 'Why risotto wants warm stock' });
    // Under 600 px the container is as wide as its parent, with 16 px gutters.
    await expect(Math.round(box(article).width)).toBe(Math.round(box(article.parentElement!).width));
    await expect(getComputedStyle(article).paddingLeft).toBe('16px');
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

export const FixedOnAPhone: Story = {
  render: () => (
    <AtWidth width={PHONE_WIDTH} height={120} label="Booking steps at a phone's width">
      <ContainerFixed />
    </AtWidth>
  ),
  play: async ({ canvasElement }) => {
    const doc = await frameDocument(canvasElement);
    const nav = within(doc.body).getByRole('navigation', { name: 'Booking steps' });
    // Below sm no breakpoint width applies: no max-width, the full width of the frame's body.
    await expect(getComputedStyle(nav).maxWidth).toBe('none');
    await expect(Math.round(box(nav).width)).toBe(Math.round(box(doc.body).width) - 24);
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

export const FullBleedOnAPhone: Story = {
  render: () => (
    <AtWidth width={PHONE_WIDTH} height={260} label="Departures at a phone's width">
      <ContainerFullBleed />
    </AtWidth>
  ),
  play: async ({ canvasElement }) => {
    const doc = await frameDocument(canvasElement);
    const body = within(doc.body);
    const title = body.getByText(/Split ferry port/);
    const first = within(body.getByRole('list', { name: 'Departures' })).getAllByRole('listitem')[0];
    // xs: 16 px gutters in the header, 16 px row padding (px: { xs: 2 }): the two still line up.
    await expect(getComputedStyle(first).paddingLeft).toBe('16px');
    await expect(Math.round(within(first).getByText('08:15').getBoundingClientRect().left)).toBe(Math.round(title.getBoundingClientRect().left));
  },
};
