import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RtlCheckoutStepper from './RtlCheckoutStepper';
import RtlShippingForm from './RtlShippingForm';

/**
 * Right-to-left: each demo is its own rtl island (dir="rtl", a theme with direction 'rtl' and an
 * Emotion cache with stylis-plugin-rtl), so it lays out right to left whatever the page's direction.
 */
const meta = {
  title: 'Material UI/Customization/Right-to-left',
  parameters: { layout: 'padded' },
  tags: ['rtl'],
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ShippingForm: Story = {
  render: () => <RtlShippingForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'الاسم' });
    const phone = canvas.getByRole('textbox', { name: 'الهاتف' });
    await expect(getComputedStyle(name).direction).toBe('rtl');
    // The start adornment sits at the right edge of the field, before the text in reading order.
    const adornment = canvasElement.querySelector('.MuiInputAdornment-root')!;
    await expect(adornment.getBoundingClientRect().left).toBeGreaterThan(phone.getBoundingClientRect().left);
    // The outlined label is flipped too: it starts from the right edge of its field.
    const label = name.closest('.MuiFormControl-root')!.querySelector('label')!;
    await expect(name.getBoundingClientRect().right - label.getBoundingClientRect().right).toBeLessThan(20);
    await userEvent.type(name, 'ليلى');
    await userEvent.click(canvas.getByRole('button', { name: 'متابعة' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('تم الحفظ: ليلى');
  },
};

export const CheckoutStepper: Story = {
  render: () => <RtlCheckoutStepper />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const labels = ['السلة', 'الشحن', 'الدفع'].map((text) => canvas.getAllByText(text)[0]!);
    // Steps run from right to left: each one is left of the one before it.
    await expect(labels[1]!.getBoundingClientRect().right).toBeLessThan(labels[0]!.getBoundingClientRect().left);
    await expect(labels[2]!.getBoundingClientRect().right).toBeLessThan(labels[1]!.getBoundingClientRect().left);
    const items = canvas.getAllByRole('button').filter((button) => button.classList.contains('MuiListItemButton-root'));
    await expect(items[0]).toHaveClass('Mui-selected');
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    await expect(items[1]).toHaveClass('Mui-selected');
    await userEvent.click(items[2]!);
    await expect(items[2]).toHaveClass('Mui-selected');
    await expect(canvas.getByRole('button', { name: 'التالي' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'السابق' }));
    await userEvent.click(canvas.getByRole('button', { name: 'السابق' }));
    await expect(items[0]).toHaveClass('Mui-selected');
  },
};
