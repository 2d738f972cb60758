import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ColorInversionCard from './ColorInversionCard';
import ColorInversionSkip from './ColorInversionSkip';
import ColorInversionSurfaces from './ColorInversionSurfaces';

/**
 * `invertedColors` on a solid or soft surface (Card, Sheet, Alert…) recolours every child for that
 * background through CSS variables; `data-skip-inverted-colors` opts one child out.
 */
const meta = {
  title: 'Joy UI/Main features/Color Inversion',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const colorOf = (el: Element) => getComputedStyle(el).color;
const bgOf = (el: Element) => getComputedStyle(el).backgroundColor;

export const SolidCard: Story = {
  render: () => <ColorInversionCard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'invertedColors' });
    const details = canvas.getByRole('button', { name: 'Details' });
    const book = canvas.getByRole('button', { name: 'Book now' });
    await expect(toggle).toBeChecked();
    const invertedText = colorOf(details);
    const invertedBg = bgOf(book);

    // Inversion off: the children fall back to the theme's primary colours, the same blue as the card.
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(colorOf(details)).not.toBe(invertedText);
    await expect(bgOf(book)).not.toBe(invertedBg);

    // And on again: the inverted colours come back.
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(colorOf(details)).toBe(invertedText);
    await expect(bgOf(book)).toBe(invertedBg);
  },
};

export const Surfaces: Story = {
  render: () => <ColorInversionSurfaces />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByTestId('app-bar');
    const body = canvas.getByTestId('page-body');
    // Same components, same props: inside the solid app bar they take the bar's inverted colours.
    await expect(colorOf(within(bar).getByText('Wayfare'))).not.toBe(colorOf(within(body).getByText('Upcoming trips')));
    const searchRoot = canvas.getByRole('textbox', { name: 'Search trips' }).closest('.MuiInput-root')!;
    const filterRoot = canvas.getByRole('textbox', { name: 'Filter trips' }).closest('.MuiInput-root')!;
    await expect(bgOf(searchRoot)).not.toBe(bgOf(filterRoot));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your passport expires');
    await expect(bgOf(canvas.getByRole('button', { name: 'Check passport' }))).not.toBe(bgOf(within(bar).getByRole('button', { name: 'New trip' })));
  },
};

export const SkipAChild: Story = {
  render: () => <ColorInversionSkip />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inverted = canvas.getByRole('button', { name: 'Add to wallet' });
    const skipped = canvas.getByRole('button', { name: 'Copy' });
    // Both are outlined buttons; only the one inside the opted-out panel keeps the theme's colours.
    await expect(colorOf(skipped)).not.toBe(colorOf(inverted));
    const panel = skipped.closest('[data-skip-inverted-colors]')!;
    const card = panel.closest('.MuiCard-root')!;
    await expect(bgOf(panel)).not.toBe(bgOf(card));
    await expect(canvas.getByText('QX7P2L')).toBeVisible();
  },
};
