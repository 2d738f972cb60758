import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SxProp from './SxProp';
import StyledComponent from './StyledComponent';
import ThemeOverrides from './ThemeOverrides';

/** Three ways to change Joy's look: `sx` on one element, `styled` for a reusable component, theme overrides for every instance. */
const meta = {
  title: 'Joy UI/Customization/Approaches',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const style = (element: Element) => getComputedStyle(element);

export const OneOffWithSx: Story = {
  name: 'One-off with sx',
  render: () => <SxProp />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reminder = canvas.getByRole('button', { name: 'Send reminder' });
    const paid = canvas.getByRole('button', { name: 'Mark as paid' });
    // sx `borderRadius: 'xl'` reads the theme's radius.xl (16px); the other button keeps radius.sm (6px).
    await expect(style(reminder).borderRadius).toBe('16px');
    await expect(style(paid).borderRadius).toBe('6px');
    await expect(style(reminder).paddingLeft).toBe('24px');
  },
};

export const ReusableWithStyled: Story = {
  name: 'Reusable with styled',
  render: () => <StyledComponent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = ['Outstanding', 'Paid in March', 'Overdue'].map((label) => canvas.getByText(label).parentElement!);
    for (const card of cards) {
      await expect(style(card).borderInlineStartWidth).toBe('4px');
      await expect(style(card).borderInlineStartColor).toBe('rgb(11, 107, 203)');
      await expect(style(card).paddingTop).toBe('16px');
    }
  },
};

export const ThemeWideOverrides: Story = {
  name: 'Theme-wide overrides',
  render: () => <ThemeOverrides />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Download PDF', 'Duplicate']) {
      const button = canvas.getByRole('button', { name });
      await expect(style(button).borderRadius).toBe('999px');
      await expect(style(button).fontWeight).toBe('600');
    }
    await expect(style(canvas.getByText('Paid')).textTransform).toBe('uppercase');
  },
};
