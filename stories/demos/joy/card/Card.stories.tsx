import type { Meta, StoryObj } from '@storybook/react-vite';
import Card from '@mui/joy/Card';
import { expect, userEvent, within } from 'storybook/test';
import CardBasic from './CardBasic';
import CardCoverGradient from './CardCoverGradient';
import CardHorizontal from './CardHorizontal';
import CardInvertedColors from './CardInvertedColors';
import CardOverflowMedia from './CardOverflowMedia';
import CardVariants from './CardVariants';

/** Joy's Card groups the content and actions about one subject: a recipe, a walk, a guesthouse, a plan. */
const meta = {
  title: 'Joy UI/Surfaces/Card',
  component: Card,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Card>;

export default meta;

type Story = StoryObj<typeof meta>;

const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;
const cardOf = (element: Element) => element.closest('.MuiCard-root')!;

/** Relative luminance (0 black … 1 white) of a computed `rgb(…)` colour. */
const luminance = (color: string) => {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

export const Basic: Story = {
  render: () => <CardBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Lemon and thyme roast chicken' })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save recipe' });
    await userEvent.click(save);
    await expect(save).toHaveAccessibleName('Saved');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('In your Sunday dinners list');
  },
};

export const OverflowMedia: Story = {
  name: 'Card overflow with media',
  render: () => <CardOverflowMedia />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: /sandy path along the cliffs/ });
    const card = cardOf(picture).getBoundingClientRect();
    const frame = picture.closest('.MuiAspectRatio-root')!.getBoundingClientRect();
    // CardOverflow runs the picture to the card's edges; the title keeps the card's padding.
    await expect(frame.width).toBeGreaterThan(card.width - 3);
    await expect(frame.top - card.top).toBeLessThan(2);
    await expect(picture.getBoundingClientRect().height).toBeCloseTo(frame.height, 0);
    const title = canvas.getByRole('heading', { name: 'Cabo da Roca cliff walk' }).getBoundingClientRect();
    await expect(title.left - card.left).toBeGreaterThan(8);
    await expect(canvas.getByText('2 h 40 min')).toBeVisible();
  },
};

export const Horizontal: Story = {
  render: () => <CardHorizontal />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: /guesthouse garden/ }).getBoundingClientRect();
    // The picture fills its square frame.
    await expect(picture.width).toBeGreaterThan(90);
    await expect(picture.height).toBeCloseTo(picture.width, 0);
    const link = canvas.getByRole('link', { name: 'Casa Azóia guesthouse' });
    await expect(link).toHaveAttribute('href', '#casa-azoia');
    // orientation="horizontal": the picture sits beside the text, not above it.
    await expect(picture.right).toBeLessThanOrEqual(link.getBoundingClientRect().left);
    await expect(picture.top).toBeLessThan(link.getBoundingClientRect().bottom);
  },
};

export const VariantsAndColors: Story = {
  name: 'Variants and colors',
  render: () => <CardVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['outlined', 'plain', 'soft', 'solid']) {
      await expect(canvas.getByTestId(`variant-${variant}`)).toHaveClass(`MuiCard-variant${capital(variant)}`);
    }
    for (const color of ['primary', 'neutral', 'danger', 'success', 'warning']) {
      await expect(canvas.getByTestId(`color-${color}`)).toHaveClass(`MuiCard-color${capital(color)}`);
    }
    await expect(canvas.getByText('Your card payment was declined.')).toBeVisible();
  },
};

export const InvertedColors: Story = {
  name: 'Inverted colors',
  render: () => <CardInvertedColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: '42 of 50 invoices sent this month' });
    const card = cardOf(heading);
    await expect(card).toHaveClass('MuiCard-variantSolid');
    // The card is dark in both modes; with invertedColors its text and plain button turn light to match.
    await expect(luminance(getComputedStyle(card).backgroundColor)).toBeLessThan(0.3);
    await expect(luminance(getComputedStyle(heading).color)).toBeGreaterThan(0.6);
    await expect(luminance(getComputedStyle(canvas.getByRole('button', { name: 'Compare plans' })).color)).toBeGreaterThan(0.6);
    await expect(canvas.getByRole('progressbar', { name: 'Invoices sent this month' })).toHaveAttribute('aria-valuenow', '84');
  },
};

export const CoverWithGradient: Story = {
  name: 'Card cover',
  render: () => <CardCoverGradient />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Sunset ferry to Capri' });
    const card = cardOf(heading);
    const box = card.getBoundingClientRect();
    // Each CardCover fills the whole card, under the content.
    for (const cover of card.querySelectorAll('.MuiCardCover-root')) {
      const rect = cover.getBoundingClientRect();
      await expect(rect.width).toBeCloseTo(box.width, 0);
      await expect(rect.height).toBeCloseTo(box.height, 0);
    }
    // The text sits at the bottom of the card, over the dark end of the scrim.
    await expect(box.bottom - heading.getBoundingClientRect().bottom).toBeLessThan(60);
  },
};
