import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ApplyStylesDarkMode from './ApplyStylesDarkMode';
import ContainerQueriesShorthand from './ContainerQueriesShorthand';
import GridSizeOffset from './GridSizeOffset';
import SystemPropsToSx from './SystemPropsToSx';

/** The Migrating to v6 page of MUI System: system props and sx, container queries, the stable Grid and applyStyles. */
const meta = {
  title: 'MUI System/Migration/Migrating to v6',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const compared = [
  'display',
  'justifyContent',
  'paddingTop',
  'paddingLeft',
  'backgroundColor',
  'color',
  'borderTopWidth',
  'borderTopStyle',
  'borderTopColor',
  'borderTopLeftRadius',
] as const;

export const SystemPropsAndSx: Story = {
  name: 'System props and sx',
  render: () => <SystemPropsToSx />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = getComputedStyle(canvas.getByTestId('with-system-props'));
    const after = getComputedStyle(canvas.getByTestId('with-sx'));
    // Both forms still work in 7.2.0 and produce the same CSS.
    for (const property of compared) await expect(before[property]).toBe(after[property]);
    await expect(after.display).toBe('flex');
    await expect(after.paddingTop).toBe('16px');
    await expect(after.borderTopWidth).toBe('1px');
    await expect(after.borderTopLeftRadius).toBe('12px');
  },
};

export const ContainerQueries: Story = {
  render: () => <ContainerQueriesShorthand />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = () =>
      ['container-old', 'container-new'].map((id) => canvas.getByTestId(id).firstElementChild as HTMLElement);
    // In a 280 px container, both cards stack their details.
    for (const card of cards()) await expect(getComputedStyle(card).flexDirection).toBe('column');

    const toggle = canvas.getByRole('button', { name: 'Wide containers' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const width = canvas.getByTestId('container-new').getBoundingClientRect().width;
    // The hand-written @container rule and the '@400' shorthand switch at the same container width.
    for (const card of cards()) await expect(getComputedStyle(card).flexDirection).toBe(width >= 400 ? 'row' : 'column');
    await userEvent.unhover(toggle);
    toggle.blur();
  },
};

export const GridSizeAndOffset: Story = {
  name: 'Grid size and offset',
  render: () => <GridSizeOffset />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Route through Portugal' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // spacing={2} is a 16 px CSS gap between the items.
    await expect(getComputedStyle(list).rowGap).toBe('16px');
    await expect(getComputedStyle(list).columnGap).toBe('16px');
    const [lisbon, porto, , total] = items.map((item) => item.getBoundingClientRect());
    if (window.innerWidth >= 600) {
      // size={{ sm: 4 }}: three stops share one row; offset={{ sm: 8 }} puts the total under the last one.
      await expect(Math.round(porto!.top)).toBe(Math.round(lisbon!.top));
      await expect(Math.round(porto!.left - lisbon!.right)).toBe(16);
      await expect(Math.round(total!.width)).toBe(Math.round(lisbon!.width));
      await expect(Math.round(total!.right)).toBe(Math.round(list.getBoundingClientRect().right));
    } else {
      await expect(porto!.top).toBeGreaterThan(lisbon!.bottom);
      await expect(Math.round(total!.width)).toBe(Math.round(list.getBoundingClientRect().width));
    }
  },
};

export const ApplyStyles: Story = {
  name: 'applyStyles for the dark scheme',
  render: () => <ApplyStylesDarkMode />,
  play: async ({ canvasElement }) => {
    const pass = within(canvasElement).getByRole('region', { name: 'Boarding pass' });
    const style = getComputedStyle(pass);
    if (document.documentElement.classList.contains('dark')) {
      // The dark entry replaces the shadow with a 1 px outline.
      await expect(style.boxShadow).toBe('none');
      await expect(style.borderTopWidth).toBe('1px');
      await expect(style.borderTopStyle).toBe('solid');
    } else {
      await expect(style.boxShadow).not.toBe('none');
      await expect(style.borderTopStyle).toBe('none');
    }
  },
};
