import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import ComponentPropInvoice from './ComponentPropInvoice';
import InputSlotProps from './InputSlotProps';
import SelectIndicatorSlot from './SelectIndicatorSlot';

/**
 * Changing what a Joy component renders: `component` for the root element, `slots` to replace an
 * inner part, `slotProps` to pass props (or a function of the owner state) to an inner part.
 */
const meta = {
  title: 'Joy UI/Customization/Overriding the component structure',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ComponentProp: Story = {
  render: () => <ComponentPropInvoice />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveClass('MuiCard-root');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Invoice TB-1042' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Invoice sections' });
    // Buttons rendered as links: real anchors, still with the Button's classes and look.
    const payment = within(nav).getByRole('link', { name: 'Payment' });
    await expect(payment.tagName).toBe('A');
    await expect(payment).toHaveClass('MuiButton-root', 'MuiButton-variantSoft');
    await expect(payment).toHaveAttribute('href', '#tb-1042-payment');
    await expect(canvas.getByRole('region', { name: 'Payment' })).toHaveAttribute('id', 'tb-1042-payment');
    await userEvent.click(payment);
    await expect(window.location.hash).toBe('#tb-1042-payment');
    history.replaceState(null, '', window.location.pathname + window.location.search);
  },
};

export const SelectIndicator: Story = {
  render: () => <SelectIndicatorSlot />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const indicator = canvasElement.querySelector<HTMLElement>('.MuiSelect-indicator')!;
    // The indicator prop's icon (a chevron) replaces Joy's default up-and-down arrows.
    await expect(indicator.querySelectorAll('svg')).toHaveLength(1);
    await expect(indicator.querySelector('path')!.getAttribute('d')).toMatch(/^M15\.88/);
    await expect(indicator).toHaveAttribute('data-open', 'false');
    await userEvent.click(canvas.getByRole('combobox'));
    // The listbox is portalled to the body; the slotProps function saw `open` and turned the icon.
    const listbox = await screen.findByRole('listbox');
    await expect(indicator).toHaveAttribute('data-open', 'true');
    await waitFor(() => expect(getComputedStyle(indicator).transform).not.toBe('none'));
    await expect(listbox.getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Net 30 days' }));
    await expect(canvas.getByText('New invoices use: Net 30 days')).toBeVisible();
    await waitFor(() => expect(indicator).toHaveAttribute('data-open', 'false'));
  },
};

export const InputSlot: Story = {
  render: () => <InputSlotProps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Hourly rate' });
    // slotProps.input lands on the <input>, slotProps.root on the wrapping <div>.
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAttribute('maxlength', '8');
    await expect(input).not.toHaveAttribute('data-field');
    await expect(input.closest('.MuiInput-root')).toHaveAttribute('data-field', 'rate');
    await userEvent.type(input, '85');
    await expect(canvas.getByRole('status')).toHaveTextContent('12 hours: €1,020.00');
  },
};
