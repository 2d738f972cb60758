import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import PortalBasic from './PortalBasic';
import PortalEventBubbling from './PortalEventBubbling';
import PortalHeaderActions from './PortalHeaderActions';

/**
 * Portal renders its children into another part of the document, by default the end of the body, while
 * React events still bubble through the component tree. Menus, dialogs and tooltips use it to escape
 * containers that clip them; it renders nothing in place.
 */
const meta = {
  title: 'Material UI/Utils/Portal',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <PortalBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkout = canvas.getByRole('group', { name: 'Checkout' });
    const noticeArea = canvas.getByRole('group', { name: 'Notice area' });
    await expect(canvas.queryByText(/shipped on Monday/)).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show delivery notice' }));
    // Declared inside the checkout, rendered into the notice area.
    const notice = canvas.getByText(/shipped on Monday/);
    await expect(noticeArea).toContainElement(notice);
    await expect(checkout).not.toContainElement(notice);
  },
};

export const HeaderActions: Story = {
  render: () => <PortalHeaderActions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = canvas.getByRole('button', { name: 'Saved' });
    await expect(saved).toBeDisabled();
    await expect(saved.closest('.MuiToolbar-root')).not.toBeNull();

    await userEvent.type(canvas.getByLabelText('Article title'), ' and a dessert');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(canvas.getByRole('button', { name: 'Saved' })).toBeDisabled();
  },
};

export const EventBubbling: Story = {
  render: () => <PortalEventBubbling />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('group', { name: 'Sidebar' });
    const compare = canvas.getByRole('button', { name: 'Compare sizes' });
    await expect(sidebar).toContainElement(compare);
    await expect(canvas.getByText(/Last click inside this card/)).toHaveTextContent(
      'nothing yet',
    );

    // The click happens in the sidebar but bubbles to the card through the React tree.
    await userEvent.click(compare);
    await expect(canvas.getByText(/Last click inside this card/)).toHaveTextContent(
      'Compare sizes',
    );
  },
};
