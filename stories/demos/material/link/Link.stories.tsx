import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LinkButtonExternal from './LinkButtonExternal';
import LinkInline from './LinkInline';
import LinkUnderline from './LinkUnderline';

const meta = {
  title: 'Material UI/Navigation/Link',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: () => <LinkInline />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const policy = canvas.getByRole('link', { name: 'returns policy' });
    await expect(policy).toHaveAttribute('href', '/help/returns');
    // Links inside running text keep their underline.
    await expect(getComputedStyle(policy).textDecorationLine).toBe('underline');
    await expect(
      canvas.getByRole('link', { name: 'contact our support team' }),
    ).toHaveAttribute('href', '/help/contact');
  },
};

export const Underline: Story = {
  render: () => <LinkUnderline />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pricing = canvas.getByRole('link', { name: 'Pricing' });
    const changelog = canvas.getByRole('link', { name: 'Changelog' });
    const status = canvas.getByRole('link', { name: 'System status' });
    await expect(pricing).toHaveClass('MuiLink-underlineAlways');
    await expect(getComputedStyle(pricing).textDecorationLine).toBe(
      'underline',
    );
    await expect(getComputedStyle(changelog).textDecorationLine).toBe('none');
    await expect(getComputedStyle(status).textDecorationLine).toBe('none');
    await expect(changelog).toHaveClass('MuiLink-underlineHover');
    await expect(status).toHaveClass('MuiLink-underlineNone');
  },
};

export const ButtonAndExternal: Story = {
  render: () => <LinkButtonExternal />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = canvas.getByRole('button', { name: 'Send a new code' });
    await expect(resend.tagName).toBe('BUTTON');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(resend);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'A new code is on its way.',
    );

    const external = canvas.getByRole('link', {
      name: /Material UI on mui.com/,
    });
    await expect(external).toHaveAccessibleName(
      'Material UI on mui.com opens in a new tab',
    );
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
