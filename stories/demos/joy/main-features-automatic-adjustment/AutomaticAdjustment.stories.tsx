import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import AdjustInputSize from './AdjustInputSize';
import AdjustInputVariables from './AdjustInputVariables';
import AdjustListSize from './AdjustListSize';
import AdjustStructure from './AdjustStructure';

/**
 * Joy's parents set CSS variables (`--Input-*`, `--List-*`, `--ListItem-*`, `--Icon-fontSize`) that
 * their decorators, icons and nested components read, so one `size` or one variable adjusts them all.
 */
const meta = {
  title: 'Joy UI/Main features/Automatic Adjustment',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const heightOf = (el: Element) => el.getBoundingClientRect().height;
const px = (value: string) => Number.parseFloat(value);

export const InputSize: Story = {
  render: () => <AdjustInputSize />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Destination' });
    const root = input.closest('.MuiInput-root')!;
    const icon = () => root.querySelector('.MuiInput-startDecorator svg')!;
    const button = canvas.getByRole('button', { name: 'Search flights' });

    await userEvent.click(canvas.getByRole('button', { name: 'Small' }));
    await expect(canvas.getByRole('button', { name: 'Small' })).toHaveAttribute('aria-pressed', 'true');
    const small = { icon: heightOf(icon()), button: heightOf(button), input: heightOf(root) };

    await userEvent.click(canvas.getByRole('button', { name: 'Large' }));
    await expect(canvas.getByRole('button', { name: 'Large' })).toHaveAttribute('aria-pressed', 'true');
    // Nothing is set on the icon or the button: both grow with the Input (icon 20px → 24px).
    await expect(heightOf(icon())).toBeGreaterThan(small.icon);
    await expect(heightOf(button)).toBeGreaterThan(small.button);
    await expect(heightOf(root)).toBeGreaterThan(small.input);
    await expect(heightOf(button)).toBeLessThan(heightOf(root));
  },
};

export const ListSize: Story = {
  render: () => <AdjustListSize />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Tuesday in Florence' });
    const decorator = () => list.querySelector('.MuiListItemDecorator-root')!;
    const icon = () => decorator().querySelector('svg')!;
    const item = () => within(list).getAllByRole('listitem')[0]!;

    await userEvent.click(canvas.getByRole('button', { name: 'Small' }));
    const small = { decorator: px(getComputedStyle(decorator()).minInlineSize), icon: heightOf(icon()), item: heightOf(item()) };
    await userEvent.click(canvas.getByRole('button', { name: 'Large' }));
    // --ListItemDecorator-size 2rem → 3rem, --Icon-fontSize lg → xl2, and a taller item.
    await expect(px(getComputedStyle(decorator()).minInlineSize)).toBeGreaterThan(small.decorator);
    await expect(heightOf(icon())).toBeGreaterThan(small.icon);
    await expect(heightOf(item())).toBeGreaterThan(small.item);
  },
};

export const InputVariables: Story = {
  render: () => <AdjustInputVariables />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send message' });
    const root = send.closest('.MuiInput-root')!;
    const radius = (el: Element) => px(getComputedStyle(el).borderTopLeftRadius);
    const sliders = canvas.getAllByRole('slider');
    await expect(sliders).toHaveLength(2);

    const before = { input: radius(root), button: radius(send) };
    fireEvent.change(sliders[0]!, { target: { value: '24' } });
    await expect(canvas.getByText('--Input-radius: 24px')).toBeVisible();
    // The button was given no radius: it follows --Input-decoratorChildRadius, derived from --Input-radius.
    await expect(radius(root)).toBeGreaterThan(before.input);
    await expect(radius(send)).toBeGreaterThan(before.button);

    const short = heightOf(root);
    fireEvent.change(sliders[1]!, { target: { value: '56' } });
    await expect(canvas.getByText('--Input-minHeight: 56px')).toBeVisible();
    await expect(heightOf(root)).toBeGreaterThan(short);
    // The button stays vertically centred in the taller field.
    const inputBox = root.getBoundingClientRect();
    const buttonBox = send.getBoundingClientRect();
    await expect(Math.abs(buttonBox.top - inputBox.top - (inputBox.bottom - buttonBox.bottom))).toBeLessThan(2);
  },
};

export const Structure: Story = {
  render: () => <AdjustStructure />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outer = canvas.getByTestId('outer-text');
    await expect(outer.tagName).toBe('P');
    await expect(within(outer).getByText('confirmed').tagName).toBe('SPAN');
    const note = canvas.getByText('Toast the rice for two minutes.');
    await expect(note.tagName).toBe('DIV');
    await expect(note.parentElement!.tagName).toBe('DIV');
    await expect(canvasElement.querySelector('li')).toBeNull();
  },
};
