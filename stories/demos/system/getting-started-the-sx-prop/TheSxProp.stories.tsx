import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SxPlayground } from '../../../../src/components/system/sxPlayground/SxPlayground';
import ThemeAwareKeys from './ThemeAwareKeys';
import ResponsiveValues from './ResponsiveValues';
import CallbackValues from './CallbackValues';
import ConditionalStyles from './ConditionalStyles';
import SelectorsInSx from './SelectorsInSx';

/**
 * The sx prop: a style object on every MUI component whose keys and values are read through the
 * theme (spacing, palette, shadows, breakpoints), with nested selectors, callbacks and arrays. The
 * playground styles a Box with what the reader types and shows the CSS MUI generates.
 */
const meta = {
  title: 'MUI System/Getting started/The Sx Prop',
  component: SxPlayground,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SxPlayground>;

export default meta;

type Story = StoryObj<typeof meta>;

const style = (element: Element) => getComputedStyle(element);

export const ThemeAware: Story = {
  render: () => <ThemeAwareKeys />,
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    // p: 2 and borderRadius: 2 through the theme's 8px spacing and 12px radius; border: 1 is a 1px solid line.
    await expect(style(card).paddingTop).toBe('16px');
    await expect(style(card).borderTopLeftRadius).toBe('24px');
    await expect(style(card).borderTopWidth).toBe('1px');
    await expect(style(card).boxShadow).not.toBe('none');
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Lemon and herb risotto' })).toBeVisible();
  },
};

export const Responsive: Story = {
  render: () => <ResponsiveValues />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ol')!;
    // Storybook's frame is wider than 900px: the md value applies.
    const wide = window.innerWidth >= 900;
    await expect(style(list).flexDirection).toBe(wide ? 'row' : 'column');
    await expect(style(list).columnGap).toBe(wide ? '24px' : window.innerWidth >= 600 ? '16px' : '8px');
    await expect(within(canvasElement).getAllByTestId('itinerary-stop')).toHaveLength(3);
  },
};

export const Callbacks: Story = {
  render: () => <CallbackValues />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Parcel 4471: shipped, arriving Thursday' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Shipped');
    await expect(style(bar).height).toBe('8px');
    // Two thirds of the track, less theme.spacing(0.5).
    const track = bar.getBoundingClientRect().width;
    const filled = canvas.getByTestId('parcel-progress').getBoundingClientRect().width;
    await expect(Math.round(filled)).toBe(Math.round((track * 2) / 3 - 4));
  },
};

export const ArraysAndConditions: Story = {
  render: () => <ConditionalStyles />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overdue = canvas.getByTestId('INV-1042');
    const paid = canvas.getByTestId('INV-1043');
    await expect(style(overdue).borderLeftWidth).toBe('0px');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Highlight overdue invoices' }));
    await expect(overdue).toHaveTextContent('INV-1042 · Harbour Bakery (overdue)');
    await expect(style(overdue).borderLeftWidth).toBe('4px');
    await expect(Number(style(overdue).fontWeight)).toBeGreaterThanOrEqual(700);
    // The false entry of the array adds nothing.
    await expect(style(paid).borderLeftWidth).toBe('0px');
  },
};

export const PseudoAndNestedSelectors: Story = {
  render: () => <SelectorsInSx />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    // '& li + li': only the items after the first have a top border.
    const items = canvasElement.querySelectorAll('li');
    await expect(style(items[0]!).borderTopWidth).toBe('0px');
    await expect(style(items[1]!).borderTopWidth).toBe('1px');
    // '& .price' reaches the class inside each link.
    await expect(style(canvasElement.querySelector('.price')!).float).toBe('inline-end');
    // '& a:focus-visible' after a Tab from the keyboard.
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await waitFor(() => expect(style(links[0]!).outlineStyle).toBe('solid'));
  },
};

const editor = (root: HTMLElement) => within(root).getByRole('textbox', { name: 'sx object' });
const message = (root: HTMLElement) => within(root).getByTestId('sx-message');
const preview = (root: HTMLElement) => within(root).getByTestId('sx-preview');
const css = (root: HTMLElement) => within(within(root).getByRole('region', { name: 'Generated CSS' })).getByRole('code').textContent ?? '';

/** Replaces the editor's text the way a reader pastes it (typed braces are key names to user-event). */
async function write(root: HTMLElement, text: string) {
  const input = editor(root);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
  await expect(input).toHaveValue(text);
}

/** The first example (a card) applied: the preview has its padding and radius, the CSS lists them. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect((editor(canvasElement) as HTMLTextAreaElement).value).toContain("bgcolor: 'background.paper',");
    await expect(editor(canvasElement)).toHaveAttribute('aria-describedby', expect.stringContaining(message(canvasElement).id));
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('Applied: the preview and the CSS follow this sx.'));
    await expect(style(preview(canvasElement)).paddingTop).toBe('16px');
    await expect(css(canvasElement)).toContain('.sx-preview {');
    await expect(css(canvasElement)).toContain('border: 1px solid;');
    await expect(within(canvasElement).getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A valid edit restyles the preview and rewrites the CSS; an example button loads another sx. */
export const PlaygroundValidEdit: Story = {
  play: async ({ canvasElement }) => {
    await write(canvasElement, "{\n  p: { xs: 1, sm: 3 },\n  bgcolor: 'primary.main',\n  color: 'primary.contrastText',\n  '&:hover': { boxShadow: 4 },\n}");
    await waitFor(() => expect(message(canvasElement)).toHaveAttribute('data-state', 'applied'));
    await expect(editor(canvasElement)).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(style(preview(canvasElement)).paddingTop).toBe(window.innerWidth >= 600 ? '24px' : '8px'));
    await expect(css(canvasElement)).toContain('@media (min-width:600px) {');
    await expect(css(canvasElement)).toContain('.sx-preview:hover {');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nested selectors' }));
    await expect(css(canvasElement)).toContain('.sx-preview .price {');
    await expect(Number(style(preview(canvasElement).querySelector('.price')!).fontWeight)).toBeGreaterThanOrEqual(700);
  },
};

/** Invalid text: the reason beside the editor with its line and column, and the last valid sx stays on the preview. */
export const PlaygroundInvalidInput: Story = {
  play: async ({ canvasElement }) => {
    await write(canvasElement, '{ p: 4, bgcolor: }');
    await waitFor(() => expect(message(canvasElement)).toHaveAttribute('data-state', 'refused'));
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('Not applied: the preview and the CSS keep the last valid sx.'));
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('Line 1, column 18: `bgcolor` needs a value after the colon.'));
    await expect(editor(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(style(preview(canvasElement)).paddingTop).toBe('16px');

    await write(canvasElement, '{ p: (theme) => theme.spacing(4) }');
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('A callback such as `(theme) => …` is code, which the playground does not run'));
    await write(canvasElement, '{ p: 4, m: null }');
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('m: null gives no CSS (sx skips null values).'));
    await expect(style(preview(canvasElement)).paddingTop).toBe('16px');

    // A palette path the theme lacks is applied, with what the CSS gets.
    await write(canvasElement, "{ p: 1, bgcolor: 'primary.nope' }");
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent("'primary.nope' is not a colour of the theme's palette"));
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('The CSS gets `background-color: primary.nope`'));
    await waitFor(() => expect(style(preview(canvasElement)).paddingTop).toBe('8px'));
    await waitFor(() => expect(css(canvasElement)).toContain('background-color: primary.nope;'));

    await write(canvasElement, '{\n  p: 2,\n  m: 1\n  color: "red"\n}');
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('Line 4, column 3: Expected `,` or `}` after the value of `m`, found `c`.'));
    await waitFor(() => expect(style(preview(canvasElement)).paddingTop).toBe('8px'));
  },
};
