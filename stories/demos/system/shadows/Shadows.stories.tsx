import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    await userEvent.tab();
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
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByText('Card elevation: 8')).toBeVisible();
    await expect(getComputedStyle(ticket).boxShadow).toBe(shadowOf(8));
    await userEvent.keyboard('{End}');
    await expect(getComputedStyle(ticket).boxShadow).toBe(shadowOf(24));
    await userEvent.keyboard('{Home}');
    await expect(getComputedStyle(ticket).boxShadow).toBe('none');
    // Back to the first state for the screenshot.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(getComputedStyle(ticket).boxShadow).toBe(shadowOf(4));
    slider.blur();
  },
};
