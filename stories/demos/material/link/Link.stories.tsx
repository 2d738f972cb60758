import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { capitalize } from '@mui/material/utils';
import { apiControl } from '../../apiControls';
import LinkButtonExternal from './LinkButtonExternal';
import LinkInline from './LinkInline';
import LinkUnderline from './LinkUnderline';

/**
 * A link takes people to another page or place, and looks like text so that it can sit inside a sentence.
 * Keep links underlined inside running text, where colour alone does not mark them; in navigation bars or
 * lists whose items are obviously links, `underline="hover"` is enough.
 */
const meta = {
  title: 'Material UI/Navigation/Link',
  component: Link,
  parameters: { layout: 'padded', muiApi: 'Link' },
  argTypes: {
    color: apiControl('Link', 'color', { options: ['primary', 'secondary', 'textPrimary', 'textSecondary', 'error', 'inherit'] }),
    variant: apiControl('Link', 'variant', { options: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'caption', 'overline', 'button', 'inherit'] }),
  },
} satisfies Meta<typeof Link>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The link inside a sentence: its text, underline, colour and typography variant are controls. */
export const Playground: Story = {
  args: { children: 'Read the returns policy', href: '#returns', underline: 'always', color: 'primary', variant: 'inherit' },
  render: (args) => (
    <Typography>
      Changed your mind? <Link {...args} /> before you send anything back.
    </Typography>
  ),
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: String(args.children) });
    await expect(link).toHaveClass(`MuiLink-underline${capitalize(args.underline ?? 'always')}`);
    await expect(link).toHaveAttribute('href', args.href);
  },
};

export const Inline: Story = {
  render: () => <LinkInline />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const policy = canvas.getByRole('link', { name: 'returns policy' });
    await expect(policy).toHaveAttribute('href', '#returns-policy');
    // Links inside running text keep their underline.
    await expect(getComputedStyle(policy).textDecorationLine).toBe('underline');
    await expect(
      canvas.getByRole('link', { name: 'contact our support team' }),
    ).toHaveAttribute('href', '#contact-support');
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
