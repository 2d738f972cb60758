import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import RtlDiscountSlider from './RtlDiscountSlider';
import RtlInvoiceForm from './RtlInvoiceForm';

/**
 * Right-to-left Joy UI: each demo is its own rtl island (dir="rtl" and an Emotion cache with
 * stylis-plugin-rtl), so it lays out right to left whatever the page's direction.
 */
const meta = {
  title: 'Joy UI/Customization/Right-to-left support',
  parameters: { layout: 'padded' },
  tags: ['rtl'],
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2;
};

export const InvoiceForm: Story = {
  render: () => <RtlInvoiceForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const client = canvas.getByRole('textbox', { name: 'العميل' });
    await expect(getComputedStyle(client).direction).toBe('rtl');
    // The start decorator sits at the right edge of the field, before the text in reading order.
    const decorator = client.closest('.MuiInput-root')!.querySelector('.MuiInput-startDecorator')!;
    await expect(decorator.getBoundingClientRect().left).toBeGreaterThan(client.getBoundingClientRect().left);
    // The switch's thumb is placed with a physical `left`; flipped, "on" moves it to the left end.
    const toggle = canvas.getByRole('switch', { name: 'تذكير تلقائي عند الاستحقاق' });
    const track = canvasElement.querySelector('.MuiSwitch-track')!;
    const thumb = canvasElement.querySelector('.MuiSwitch-thumb')!;
    await expect(centre(thumb)).toBeGreaterThan(centre(track));
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(centre(thumb)).toBeLessThan(centre(track));
    // The button's end decorator keeps its gap on the text side (margin-left flipped to margin-right).
    const send = canvas.getByRole('button', { name: 'إرسال الفاتورة' });
    const end = send.querySelector('.MuiButton-endDecorator')!;
    await expect(getComputedStyle(end).marginInlineStart).toBe('8px');
    await expect(end.getBoundingClientRect().right).toBeLessThanOrEqual(send.getBoundingClientRect().left + send.getBoundingClientRect().width / 2);
    await userEvent.type(client, 'مخبز الميناء');
    await userEvent.click(send);
    await expect(canvas.getByRole('status')).toHaveTextContent('أُرسلت الفاتورة إلى مخبز الميناء');
  },
};

export const DiscountSlider: Story = {
  render: () => <RtlDiscountSlider />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'خصم الدفع المبكر' });
    const rail = canvasElement.querySelector('.MuiSlider-rail')!;
    const thumb = canvasElement.querySelector('.MuiSlider-thumb')!;
    // 5 of 0–15 starts a third of the way in from the right.
    await expect(centre(thumb)).toBeGreaterThan(centre(rail));
    // A press near the left end of the rail is the top of the range, 15%.
    const root = canvasElement.querySelector('.MuiSlider-root')!;
    const box = rail.getBoundingClientRect();
    fireEvent.mouseDown(root, { button: 0, clientX: box.left + 1, clientY: box.top + box.height / 2 });
    fireEvent.mouseUp(document, { button: 0, clientX: box.left + 1, clientY: box.top + box.height / 2 });
    // The update renders after the event: wait for it.
    await waitFor(() => expect(slider).toHaveValue('15'));
    await expect(canvas.getByText(/للعملاء الذين يدفعون خلال 10 أيام: 15٪/)).toBeVisible();
    await waitFor(() => expect(centre(thumb)).toBeLessThan(centre(rail)));
    // Page Down lowers it by a large step (10), and the thumb moves back to the right.
    slider.focus();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(slider).toHaveValue('5'));
    await waitFor(() => expect(centre(thumb)).toBeGreaterThan(centre(rail)));
  },
};
