import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import NoSsrBasic from './NoSsrBasic';
import NoSsrDefer from './NoSsrDefer';
import NoSsrStoredPreference from './NoSsrStoredPreference';

/**
 * NoSsr renders its children only in the browser, after the page has loaded, optionally with a fallback
 * until then. Use it for content that depends on the browser (stored preferences, the window size) and
 * would not match the server's HTML; it adds no element of its own.
 */
const meta = {
  title: 'Material UI/Utils/No SSR',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <NoSsrBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // In the browser, the children replace the fallback once mounted.
    await expect(
      await canvas.findByText('Free delivery to your saved address by Thursday'),
    ).toBeVisible();
    await expect(canvas.queryByText('Checking delivery options…')).not.toBeInTheDocument();
  },
};

export const Defer: Story = {
  render: () => <NoSsrDefer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Comments on this recipe' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const toggle = canvas.getByRole('checkbox', { name: 'Show comments' });
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();

    // Mounted again, NoSsr swaps its fallback for the comments right after the first paint.
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Comments on this recipe' })).toBeVisible(),
    );
    await expect(canvas.queryByText('Loading comments…')).not.toBeInTheDocument();
  },
};

export const StoredPreference: Story = {
  render: () => <NoSsrStoredPreference />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const storage = canvasElement.ownerDocument.defaultView?.localStorage;
    const toggle = await canvas.findByRole('checkbox', { name: 'Show prices including VAT' });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText(/Standing desk/)).toHaveTextContent('€400.00 excl. VAT');

    await userEvent.click(toggle);
    await expect(canvas.getByText(/Standing desk/)).toHaveTextContent('€484.00 incl. VAT');
    await expect(storage?.getItem('shop:prices-include-vat')).toBe('true');

    // Back to the default, so the next visit starts from the same state.
    await userEvent.click(toggle);
    await expect(storage?.getItem('shop:prices-include-vat')).toBe('false');
    await expect(toggle).not.toBeChecked();
  },
};
