import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Demo } from '../../../../src/components/code/Demo';
import * as BillSplitter from '@demos/docs-infra/experiments-docs-demos/BillSplitter.tsx?demo';
import * as PancakeScaler from '@demos/docs-infra/experiments-docs-demos/PancakeScaler.tsx?demo';

/** Each demo as a page shows it: the `?demo` import in the Demo frame, with its toolbar and code. */
const meta = {
  title: 'Docs-infra/Components/Demos',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the screenshot: the focus leaves the last button and its ripple fades. */
async function ripplesDone(root: HTMLElement) {
  (document.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(root.querySelector('.MuiTouchRipple-child')).toBeNull(), { timeout: 3000 });
}

const visibleCode = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-code-block]')].find((block) => block.checkVisibility())!.textContent ?? '';

/** The live demo works inside its frame, and Reset puts it back as the page loaded it. */
export const BillSplitterDemo: Story = {
  render: () => <Demo demo={BillSplitter} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = within(canvasElement.querySelector<HTMLElement>('[data-demo="BillSplitter"]')!);
    await expect(preview.getByText('Each pays 52.80 €')).toBeVisible();
    await userEvent.click(preview.getByRole('button', { name: 'One person more' }));
    await userEvent.click(preview.getByRole('button', { name: '15 % tip' }));
    await expect(preview.getByText('Each pays 36.80 €')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo' }));
    await expect(preview.getByText('Each pays 52.80 €')).toBeVisible();
    // The code under it is the demo file itself.
    await expect(visibleCode(canvasElement)).toContain('export default function BillSplitter()');
    await ripplesDone(canvasElement);
  },
};

/** The code expands to its full height; the demo above it stays live. */
export const PancakeScalerCode: Story = {
  render: () => <Demo demo={PancakeScaler} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Live demo: PancakeScaler' })).toBeVisible();
    await expect(visibleCode(canvasElement)).toContain('interface Ingredient');
    // Collapsed, the code stops at 260 px and scrolls; expanded, it has its full height.
    const pre = canvasElement.querySelector<HTMLElement>('[data-code-block="TS"] pre')!;
    await expect(pre.clientHeight).toBeLessThanOrEqual(260);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand code' }));
    await expect(canvas.getByRole('button', { name: 'Collapse code' })).toHaveAttribute('aria-expanded', 'true');
    await expect(pre.scrollHeight).toBe(pre.clientHeight);
    // A reader's choice of servings changes every amount.
    const preview = within(canvasElement.querySelector<HTMLElement>('[data-demo="PancakeScaler"]')!);
    await userEvent.click(preview.getByRole('button', { name: '8' }));
    await expect(preview.getByText('Flour: 500 g')).toBeVisible();
    await ripplesDone(canvasElement);
  },
};

/**
 * The JS tab is generated from the TS file (types stripped). A procedure without a screenshot, as the
 * shell's own Demo story does it: the toggle's fading state makes pixels vary after a click on it.
 */
export const PancakeScalerInJavaScript: Story = {
  tags: ['test-procedure'],
  name: 'PancakeScaler in JavaScript',
  render: () => <Demo demo={PancakeScaler} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'JS' }));
    await expect(canvas.getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
    await expect(visibleCode(canvasElement)).toContain('export default function PancakeScaler()');
    await expect(visibleCode(canvasElement)).not.toContain('interface Ingredient');
    await userEvent.click(canvas.getByRole('button', { name: 'TS' }));
    await expect(visibleCode(canvasElement)).toContain('interface Ingredient');
  },
  parameters: { screenshot: false },
};
