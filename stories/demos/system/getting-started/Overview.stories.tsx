import type { Meta, StoryObj } from '@storybook/react-vite';
import { computedAs } from '../../../computedCss';
import { expect, within } from 'storybook/test';
import OverviewResponsiveStack from './OverviewResponsiveStack';
import OverviewSxCard from './OverviewSxCard';

/** The Overview page of MUI System: a card styled only through `sx`, and responsive values on a Stack. */
const meta = {
  title: 'MUI System/Getting started/Overview',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** The computed colour of a theme palette variable, read through a probe element. */
const cssVarColor = (host: Element, variable: string) => computedAs('color', `var(${variable})`, host);

export const SxCard: Story = {
  name: 'Card styled with sx',
  render: () => <OverviewSxCard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Lisbon city break' });
    const style = getComputedStyle(card);
    // p: 2 is two spacing steps of 8 px; borderRadius: 1 is the theme's 12 px radius.
    await expect(style.paddingTop).toBe('16px');
    await expect(style.borderTopLeftRadius).toBe('12px');
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.boxShadow).not.toBe('none');
    // 'primary.main' is the theme's primary colour, in the current colour scheme.
    const price = canvas.getByText('€486');
    await expect(getComputedStyle(price).color).toBe(cssVarColor(card, '--mui-palette-primary-main'));
    await expect(getComputedStyle(price).fontWeight).toBe('700');
  },
};

export const ResponsiveStack: Story = {
  name: 'Responsive values',
  render: () => <OverviewResponsiveStack />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Trip itinerary' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const wide = window.innerWidth >= 600;
    // direction and spacing switch at the sm breakpoint (600 px).
    await expect(getComputedStyle(list).flexDirection).toBe(wide ? 'row' : 'column');
    const [first, second] = within(list).getAllByRole('listitem');
    const gap = wide
      ? second!.getBoundingClientRect().left - first!.getBoundingClientRect().right
      : second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
    await expect(Math.round(gap)).toBe(wide ? 16 : 8);
  },
};
