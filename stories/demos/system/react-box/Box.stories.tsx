import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@mui/system';
import BoxBasic from './BoxBasic';
import BoxResponsiveGrid from './BoxResponsiveGrid';
import BoxSystemProps from './BoxSystemProps';
import BoxThemeScope from './BoxThemeScope';

/**
 * MUI System's Box (`import { Box } from '@mui/system'`): an element styled through `sx` with the
 * theme of the nearest provider (here the site's), a `component` to choose the element, and
 * `createBox` for a Box bound to a theme of its own. The story at a phone's width renders its demo in a
 * 390 px frame; the others run at the story window's 1024 px.
 */
const meta = {
  title: 'MUI System/Components/Box',
  component: Box,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Box>;

export default meta;

type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();
/** The frame's computed colour of a palette variable, for comparing with an element's. */
const cssVar = (element: Element, name: string) => {
  const probe = element.ownerDocument.createElement('span');
  probe.style.color = `var(${name})`;
  element.appendChild(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
};

export const Basic: Story = {
  render: () => <BoxBasic />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Lisbon, 14–16 March' });
    await expect(region.tagName).toBe('SECTION');
    await expect(region).toHaveClass('MuiBox-root');
    // The site's theme: p: 2 is 2 × 8 px, borderRadius: 2 is twice the theme's radius.
    await expect(getComputedStyle(region).padding).toBe('16px');
    const badge = within(region).getByText('Confirmed');
    await expect(getComputedStyle(badge).backgroundColor).toBe(cssVar(badge, '--mui-palette-primary-main'));
  },
};

export const SystemProps: Story = {
  render: () => <BoxSystemProps />,
  play: async ({ canvasElement }) => {
    const byProps = canvasElement.querySelector('[data-styled-with="props"]');
    const bySx = canvasElement.querySelector('[data-styled-with="sx"]');
    if (!byProps || !bySx) throw new Error('the two seats are missing');
    // Both ways give the same CSS: the system props become sx before styling.
    for (const property of ['paddingLeft', 'paddingTop', 'borderTopLeftRadius', 'backgroundColor', 'color'] as const) {
      await expect(getComputedStyle(byProps)[property]).toBe(getComputedStyle(bySx)[property]);
    }
    await expect(getComputedStyle(byProps).paddingLeft).toBe('16px');
    // Styles, not attributes: nothing of them reaches the DOM.
    await expect(byProps.hasAttribute('bgcolor')).toBe(false);
  },
};

export const ThemeScope: Story = {
  render: () => <BoxThemeScope />,
  play: async ({ canvasElement }) => {
    const ticket = canvasElement.querySelector('[data-theme-source="ticket"]');
    const app = canvasElement.querySelector('[data-theme-source="app"]');
    if (!ticket || !app) throw new Error('the two boxes are missing');
    // The same sx: p: 4 is 4 × 4 px in the ticket theme and 4 × 8 px in the app's; borderRadius 12 px × 1.
    await expect(getComputedStyle(ticket).padding).toBe('16px');
    await expect(getComputedStyle(app).padding).toBe('32px');
    await expect(getComputedStyle(ticket).borderTopLeftRadius).toBe('12px');
    await expect(getComputedStyle(ticket).backgroundColor).toBe('rgb(27, 77, 62)');
    await expect(getComputedStyle(app).backgroundColor).toBe(cssVar(app, '--mui-palette-primary-main'));
  },
};

export const ResponsiveGrid: Story = {
  render: () => <BoxResponsiveGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [documents, clothes, electronics] = ['Documents', 'Clothes', 'Electronics'].map((name) => canvas.getByRole('region', { name }));
    // sm and up (the window's 1024 px): three equal columns, 16 px apart.
    await expect(Math.round(box(documents).top)).toBe(Math.round(box(electronics).top));
    await expect(Math.round(box(clothes).left - box(documents).right)).toBe(16);
    await expect(Math.round(box(documents).width)).toBe(Math.round(box(clothes).width));
  },
};

