import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SxPlayground } from '../../../../src/components/system/sxPlayground/SxPlayground';
import StyledWithSx from './StyledWithSx';
import ForwardingSx from './ForwardingSx';
import ScopedBox from './ScopedBox';

/**
 * Your own components with the sx prop: made with MUI System's `styled` (sx comes with it), passing a
 * caller's sx on to a Box after the component's own styles, and a Box of your own from `createBox`
 * that reads a theme of its own. The playground styles such a custom component.
 */
const meta = {
  title: 'MUI System/Getting started/Custom Components',
  component: SxPlayground,
  args: { target: 'customComponent' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SxPlayground>;

export default meta;

type Story = StoryObj<typeof meta>;

const style = (element: Element) => getComputedStyle(element);

export const StyledComponentWithSx: Story = {
  render: () => <StyledWithSx />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const basic = canvas.getByTestId('fare-basic');
    const best = canvas.getByTestId('fare-best');
    // The component's own styles on both; sx changes only the tag it is given to.
    await expect(style(basic).paddingLeft).toBe('12px');
    await expect(style(best).paddingLeft).toBe('12px');
    await expect(style(best).backgroundColor).not.toBe(style(basic).backgroundColor);
    await expect(Number(style(best).fontWeight)).toBeGreaterThanOrEqual(700);
    await expect(style(canvas.getByTestId('fare-flex')).borderTopStyle).toBe('dashed');
    await expect(style(basic).borderTopStyle).toBe('solid');
  },
};

export const ForwardedSx: Story = {
  render: () => <ForwardingSx />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (label: string) => canvas.getByText(label).parentElement!;
    await expect(style(card('Invoiced in May')).borderTopWidth).toBe('1px');
    await expect(style(card('Paid')).borderTopWidth).toBe('2px');
    // The callback in the caller's array: theme.spacing(0.25) of the 8px scale.
    await expect(style(card('Overdue')).borderTopWidth).toBe('2px');
    await expect(style(card('Overdue')).paddingTop).toBe('16px');
  },
};

export const BoxWithItsOwnTheme: Story = {
  render: () => <ScopedBox />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const site = canvas.getByTestId('site-box');
    const partner = canvas.getByTestId('partner-box');
    // The same sx, two themes: the partner's teal, 6px spacing unit and square corners.
    await expect(style(partner).backgroundColor).toBe('rgb(0, 105, 92)');
    await expect(style(partner).paddingTop).toBe('12px');
    await expect(style(partner).borderTopLeftRadius).toBe('0px');
    await expect(partner).toHaveClass('PartnerBox-root');
    await expect(style(site).paddingTop).toBe('16px');
    await expect(style(site).backgroundColor).not.toBe('rgb(0, 105, 92)');
  },
};

/** The playground on the custom TripCard: its own border and padding, then the sx on top. */
export const PlaygroundOnCustomComponent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByTestId('sx-preview');
    const input = canvas.getByRole('textbox', { name: 'sx object' });
    await expect(canvas.getByRole('heading', { level: 3, name: 'Preview: TripCard with this sx' })).toBeVisible();
    await expect(style(preview).borderLeftWidth).toBe('6px');
    await expect(style(preview).paddingTop).toBe('16px');
    await userEvent.click(canvas.getByRole('button', { name: 'Sold out' }));
    await expect((input as HTMLTextAreaElement).value).toContain("borderStyle: 'dashed'");
    await expect(style(preview).borderTopStyle).toBe('dashed');
    await expect(style(preview.querySelector('.price')!).textDecorationLine).toBe('line-through');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('{ opacity: 0.7, borderStyle: }');
    await waitFor(() => expect(canvas.getByTestId('sx-message')).toHaveTextContent('`borderStyle` needs a value after the colon.'));
    await expect(style(preview).borderTopStyle).toBe('dashed');
  },
};
