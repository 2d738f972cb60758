import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { resolvedColor, themeLength } from '../../systemStyleChecks';
import BordersColors from './BordersColors';
import BordersRadius from './BordersRadius';
import BordersSides from './BordersSides';
import BordersSystemProps from './BordersSystemProps';

/**
 * The borders utility: `border` and its sides turn a number into a solid line of that many pixels, the
 * colour keys read the palette, and `borderRadius` multiplies the theme's corner radius.
 */
const meta = {
  title: 'MUI System/Style Utilities/Borders',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Sides: Story = {
  render: () => <BordersSides />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoice = getComputedStyle(canvas.getByRole('region', { name: 'Invoice lines' }));
    await expect(invoice.borderLeftWidth).toBe('1px');
    await expect(invoice.borderLeftStyle).toBe('solid');
    const total = canvas.getByTestId('invoice-total');
    const totalStyle = getComputedStyle(total);
    // borderTop: 2 sets only the top side, "2px solid" in the text colour (no borderColor given).
    await expect(totalStyle.borderTopWidth).toBe('2px');
    await expect(totalStyle.borderTopColor).toBe(totalStyle.color);
    await expect(totalStyle.borderBottomStyle).toBe('none');
  },
};

export const Colors: Story = {
  render: () => <BordersColors />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Bookings' });
    const [confirmed, waiting, cancelled] = within(list).getAllByRole('listitem');
    const expected: [HTMLElement, string][] = [
      [confirmed!, '--mui-palette-success-main'],
      [waiting!, '--mui-palette-warning-main'],
      [cancelled!, '--mui-palette-error-main'],
    ];
    for (const [item, variable] of expected) {
      const style = getComputedStyle(item);
      await expect(style.borderLeftWidth).toBe('4px');
      await expect(style.borderLeftColor).toBe(resolvedColor(item, `var(${variable})`));
      // The other sides keep the divider colour.
      await expect(style.borderTopColor).toBe(resolvedColor(item, 'var(--mui-palette-divider)'));
    }
  },
};

export const Radius: Story = {
  render: () => <BordersRadius />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Your guide' });
    // borderRadius: 2 is twice theme.shape.borderRadius.
    await expect(getComputedStyle(card).borderTopLeftRadius).toBe(`${2 * themeLength(card, '--mui-shape-borderRadius')}px`);
    await expect(getComputedStyle(canvas.getByText('MK')).borderTopLeftRadius).toBe('50%');
    await expect(getComputedStyle(canvas.getByText('Vegetarian friendly')).borderTopLeftRadius).toBe('0px');
  },
};

export const SystemProps: Story = {
  render: () => <BordersSystemProps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pass = canvas.getByRole('region', { name: 'Boarding pass' });
    const style = getComputedStyle(pass);
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.borderTopColor).toBe(resolvedColor(pass, 'var(--mui-palette-primary-main)'));
    await expect(style.borderTopLeftRadius).toBe(`${themeLength(pass, '--mui-shape-borderRadius')}px`);
    // A string goes to CSS as written.
    const header = canvas.getByText('Zurich → Valencia').parentElement!;
    await expect(getComputedStyle(header).borderBottomStyle).toBe('dashed');
    await expect(getComputedStyle(header).borderBottomWidth).toBe('2px');
  },
};
