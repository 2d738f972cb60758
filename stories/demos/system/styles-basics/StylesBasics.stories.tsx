import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { computedColor } from '../../computedColor';
import InvoiceCardStyled from './InvoiceCardStyled';
import InvoiceCardSx from './InvoiceCardSx';

/**
 * The legacy `@mui/styles` basics (makeStyles, withStyles, styled of JSS) are not installed here: these
 * demos are their replacements, the same invoice card with `styled()` and with `sx`.
 */
const meta = {
  title: 'MUI System/Styles/Basics',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** Marking the invoice paid changes the pill's text and its border from the error to the success colour. */
async function checkStatusToggle(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const pill = canvas.getByTestId('status');
  await expect(pill).toHaveTextContent('Overdue');
  await expect(getComputedStyle(pill).borderTopColor).toBe(computedColor('var(--mui-palette-error-main)'));
  await userEvent.click(canvas.getByRole('button', { name: 'Mark as paid' }));
  await expect(pill).toHaveTextContent('Paid');
  await expect(getComputedStyle(pill).borderTopColor).toBe(computedColor('var(--mui-palette-success-main)'));
  await expect(canvas.getByRole('button', { name: 'Reopen invoice' })).toBeVisible();
}

export const WithStyled: Story = {
  render: () => <InvoiceCardStyled />,
  play: async ({ canvasElement }) => checkStatusToggle(canvasElement),
};

export const WithSx: Story = {
  render: () => <InvoiceCardSx />,
  play: async ({ canvasElement }) => checkStatusToggle(canvasElement),
};
