import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { createBrandTheme } from '../../../../src/theme/brandTheme';
import { computedAs } from '../../../computedCss';
import ShadowsLevels from './ShadowsLevels';
import ShadowsOnFocus from './ShadowsOnFocus';
import ShadowsSystemProps from './ShadowsSystemProps';

/**
 * The shadows style utility: `boxShadow` takes a level of the theme's 25 shadows (0 to 24), or any
 * CSS shadow as written.
 */
const meta = {
  title: 'MUI System/Style Utilities/Shadows',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const { shadows } = createBrandTheme();

/** theme.shadows[level] as the browser computes it ("none" for level 0). */
const shadowOf = (level: number) => computedAs('boxShadow', shadows[level]!);

export const Levels: Story = {
  render: () => <ShadowsLevels />,
  play: async ({ canvasElement }) => {
    await expect(shadows).toHaveLength(25);
    const items = within(within(canvasElement).getByRole('list', { name: 'Shadow levels' })).getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    for (const item of items) {
      const level = Number(item.dataset.level);
      await expect(item).toHaveTextContent(`boxShadow: ${level}`);
      await expect(getComputedStyle(item).boxShadow).toBe(shadowOf(level));
    }
    await expect(getComputedStyle(items[0]!).boxShadow).toBe('none');
  },
};

export const RaisedOnFocus: Story = {
  render: () => <ShadowsOnFocus />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Lemon drizzle cake' });
    const card = link.closest('li')!;
    await expect(getComputedStyle(card).boxShadow).toBe(shadowOf(1));
    // Keyboard focus on the link: :focus-within raises its card.
    link.focus();
    await expect(link).toHaveFocus();
    // The transition is 150 ms: wait for the end value.
    await waitFor(() => expect(getComputedStyle(card).boxShadow).toBe(shadowOf(8)));
    // The other card stays at level 1.
    const other = canvas.getByRole('link', { name: 'Mushroom risotto' }).closest('li')!;
    await expect(getComputedStyle(other).boxShadow).toBe(shadowOf(1));
    link.blur();
    await waitFor(() => expect(getComputedStyle(card).boxShadow).toBe(shadowOf(1)));
  },
};

export const SystemProps: Story = {
  render: () => <ShadowsSystemProps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: /Card elevation/ });
    const ticket = canvas.getByTestId('ticket');
    await expect(getComputedStyle(ticket).boxShadow).toBe(shadowOf(4));
    // Moving the slider (as a drag or the arrow keys would) sets the level of the boxShadow prop.
    fireEvent.change(slider, { target: { value: '8' } });
    await expect(canvas.getByText('Card elevation: 8')).toBeVisible();
    await expect(getComputedStyle(ticket).boxShadow).toBe(shadowOf(8));
    fireEvent.change(slider, { target: { value: '24' } });
    await expect(getComputedStyle(ticket).boxShadow).toBe(shadowOf(24));
    fireEvent.change(slider, { target: { value: '0' } });
    await expect(getComputedStyle(ticket).boxShadow).toBe('none');
    // Back to the first state for the screenshot.
    fireEvent.change(slider, { target: { value: '4' } });
    await expect(canvas.getByText('Card elevation: 4')).toBeVisible();
    await expect(getComputedStyle(ticket).boxShadow).toBe(shadowOf(4));
  },
};
