import type { Meta, StoryObj } from '@storybook/react-vite';
import { computedAs } from '../../../computedCss';
import { expect, userEvent, within } from 'storybook/test';
import UsageResponsiveValues from './UsageResponsiveValues';
import UsageThemeCallbacks from './UsageThemeCallbacks';
import UsageThemeShortcuts from './UsageThemeShortcuts';

/** The Usage page of MUI System: theme shortcuts in `sx`, responsive values, and state, selectors and theme functions. */
const meta = {
  title: 'MUI System/Getting started/Usage',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** The computed colour of a theme palette variable, read through a probe element. */
const cssVarColor = (host: Element, variable: string) => computedAs('color', `var(${variable})`, host);

export const ThemeShortcuts: Story = {
  render: () => <UsageThemeShortcuts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoice = canvas.getByRole('region', { name: 'Invoice INV-2031' });
    const style = getComputedStyle(invoice);
    await expect(style.paddingTop).toBe('24px');
    await expect(style.borderTopLeftRadius).toBe('12px');
    await expect(style.boxShadow).not.toBe('none');
    await expect(style.backgroundColor).toBe(cssVarColor(invoice, '--mui-palette-background-paper'));
    const status = canvas.getByText('Awaiting payment');
    await expect(getComputedStyle(status).paddingLeft).toBe('12px');
    await expect(getComputedStyle(status).backgroundColor).toBe(cssVarColor(invoice, '--mui-palette-primary-main'));
    await expect(getComputedStyle(status).fontWeight).toBe('500');
    await expect(getComputedStyle(canvas.getByText('€1,240.00')).fontWeight).toBe('700');
  },
};

export const ResponsiveValues: Story = {
  render: () => <UsageResponsiveValues />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recipes for this week' });
    const width = window.innerWidth;
    const columns = width >= 900 ? 4 : width >= 600 ? 2 : 1;
    // The object value: one track per column at the current breakpoint.
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(columns);
    // The array value: 12 px of padding below sm, 16 px from sm up.
    const [first] = within(list).getAllByRole('listitem');
    await expect(getComputedStyle(first!).paddingTop).toBe(width >= 600 ? '16px' : '12px');
  },
};

export const StateSelectorsAndThemeFunctions: Story = {
  name: 'State, selectors and theme functions',
  render: () => <UsageThemeCallbacks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Delivery option' });
    const standard = within(group).getByRole('radio', { name: /Standard delivery/ });
    const express = within(group).getByRole('radio', { name: /Express delivery/ });
    const card = (radio: HTMLElement) => radio.closest('label')!;
    const primary = cssVarColor(canvasElement, '--mui-palette-primary-main');
    await expect(standard).toBeChecked();
    await expect(getComputedStyle(card(standard)).borderTopWidth).toBe('2px');
    await expect(getComputedStyle(card(standard)).borderTopColor).toBe(primary);
    const height = card(express).getBoundingClientRect().height;

    await userEvent.click(canvas.getByText('Express delivery'));
    await expect(express).toBeChecked();
    await expect(standard).not.toBeChecked();
    await expect(getComputedStyle(card(express)).borderTopWidth).toBe('2px');
    await expect(getComputedStyle(card(express)).borderTopColor).toBe(primary);
    await expect(getComputedStyle(card(standard)).borderTopWidth).toBe('1px');
    // theme.spacing(2) minus 1 px keeps the option the same size with its thicker border.
    await expect(getComputedStyle(card(express)).paddingTop).toBe('15px');
    await expect(card(express).getBoundingClientRect().height).toBe(height);
    await userEvent.unhover(card(express));
    express.blur();
  },
};
