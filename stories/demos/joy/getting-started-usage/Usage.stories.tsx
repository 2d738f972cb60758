import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import UsageFirstComponent from './UsageFirstComponent';
import UsageGlobalProps from './UsageGlobalProps';
import UsageSx from './UsageSx';

/** The Usage page of Joy UI: a first component, the variant/color/size props every component shares, and `sx`. */
const meta = {
  title: 'Joy UI/Getting started/Usage',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const FirstComponent: Story = {
  render: () => <UsageFirstComponent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Invoice INV-0214' })).toBeVisible();
    await expect(canvas.getByText('Due 12 June').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as paid' }));
    // One click changes the state; the chip and the button show it.
    await expect(canvas.getByRole('button', { name: 'Marked as paid' })).toBeDisabled();
    await expect(canvas.getByText('Paid').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  },
};

export const GlobalProps: Story = {
  render: () => <UsageGlobalProps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parts = () => [
      canvas.getByRole('alert'),
      canvas.getByLabelText('Client email').closest('.MuiInput-root')!,
      canvas.getByRole('button', { name: 'Send reminder' }),
      canvas.getByText('Overdue').closest('.MuiChip-root')!,
    ];
    const names = ['Alert', 'Input', 'Button', 'Chip'];
    for (const [index, part] of parts().entries()) {
      await expect(part).toHaveClass(`Mui${names[index]}-variantSoft`, `Mui${names[index]}-colorPrimary`, `Mui${names[index]}-sizeMd`);
    }
    const buttonHeight = canvas.getByRole('button', { name: 'Send reminder' }).getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'solid' }));
    await userEvent.click(canvas.getByRole('button', { name: 'danger' }));
    await userEvent.click(canvas.getByRole('button', { name: 'lg' }));
    await expect(canvas.getByRole('button', { name: 'danger' })).toHaveAttribute('aria-pressed', 'true');
    // The three props reach all four components at once.
    for (const [index, part] of parts().entries()) {
      await expect(part).toHaveClass(`Mui${names[index]}-variantSolid`, `Mui${names[index]}-colorDanger`, `Mui${names[index]}-sizeLg`);
    }
    await expect(canvas.getByRole('button', { name: 'Send reminder' }).getBoundingClientRect().height).toBeGreaterThan(buttonHeight);
  },
};

export const SxProp: Story = {
  name: 'The sx prop',
  render: () => <UsageSx />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByText('Outstanding in June').closest('.MuiSheet-root')!;
    const style = getComputedStyle(card);
    // 'md' is Joy's radius token (8px), the padding is 2 or 3 spacing steps of 8px by breakpoint.
    await expect(style.borderTopLeftRadius).toBe('8px');
    await expect(style.boxShadow).not.toBe('none');
    await expect(style.paddingTop).toBe(window.innerWidth >= 600 ? '24px' : '16px');
    // The palette path resolves to the warning colour's outlined border, in the current scheme.
    const probe = card.appendChild(document.createElement('span'));
    probe.style.color = 'var(--joy-palette-warning-outlinedBorder)';
    const warningBorder = getComputedStyle(probe).color;
    probe.remove();
    await expect(style.borderTopColor).toBe(warningBorder);
    await expect(style.borderLeftWidth).toBe('4px');
    // fontWeight 'xl' is the theme's 700.
    await expect(getComputedStyle(canvas.getByText('€4,275.50')).fontWeight).toBe('700');
  },
};
