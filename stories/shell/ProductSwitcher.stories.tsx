import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen, waitFor } from 'storybook/test';
import { ProductSwitcher } from '../../src/components/header/ProductSwitcher';
import { productEntries } from './fixtures';

const meta = {
  title: 'Shell/ProductSwitcher',
  component: ProductSwitcher,
  args: { products: productEntries, currentId: 'material-ui' },
  decorators: [(Story) => <div style={{ height: 420 }}><Story /></div>],
} satisfies Meta<typeof ProductSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Product: Material UI' }));
    await expect(await screen.findByRole('menuitem', { name: /Joy UI/ })).toHaveAttribute('href', '/joy-ui/getting-started');
    await expect(screen.getByRole('menuitem', { name: /Material UI/ })).toHaveAttribute('aria-current', 'page');
    // The menu grows in: visible once its transition has made it so, not at the first frame.
    await waitFor(() => expect(screen.getByText('Internal docs')).toBeVisible());
  },
};
export const JoyUiCurrent: Story = { name: 'Joy UI current', args: { currentId: 'joy-ui' } };
