import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AllComponentsDataDisplaySampler from './AllComponentsDataDisplaySampler';
import AllComponentsFeedbackSampler from './AllComponentsFeedbackSampler';
import AllComponentsInputsSampler from './AllComponentsInputsSampler';
import AllComponentsNavigationSampler from './AllComponentsNavigationSampler';

/**
 * A sampler of Material UI's components grouped as on the site (inputs, data display, feedback, navigation),
 * for seeing them side by side in the current mode and direction. Each component has its own page, with
 * its props table and a playground.
 */
const meta = {
  title: 'Material UI/All components',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const InputsSampler: Story = {
  render: () => <AllComponentsInputsSampler />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const form = canvas.getByRole('form', { name: 'Get the release digest' });
    const email = within(form).getByRole('textbox', { name: /email address/i });
    const subscribe = canvas.getByRole('button', { name: 'Subscribe' });

    // Submitting an empty form shows both errors and no confirmation.
    await userEvent.click(subscribe);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter an address like name@example.com')).toBeVisible();
    await expect(canvas.getByText('Tick the box so we may email you.')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.click(email);
    await userEvent.paste('lena@example.com');
    await expect(email).toHaveValue('lena@example.com');
    const frequency = canvas.getByRole('combobox', { name: /how often/i });
    await expect(frequency).toHaveTextContent('Once a week');
    await userEvent.click(frequency);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Once a month' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(frequency).toHaveTextContent('Once a month');

    const consent = canvas.getByRole('checkbox', {
      name: 'I agree to receive product emails',
    });
    await userEvent.click(consent);
    await expect(consent).toBeChecked();
    // Enter in a text field submits the form, like the Subscribe button does.
    await userEvent.click(email);
    await userEvent.keyboard('{Enter}');

    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Subscribed. The release digest goes to lena@example.com once a month.',
    );
  },
};

export const DataDisplaySampler: Story = {
  render: () => <AllComponentsDataDisplaySampler />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const members = canvas.getByRole('list', { name: 'Checkout team members' });
    await expect(within(members).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('2 of 4 people online')).toBeVisible();

    const everyone = canvas.getByRole('button', { name: 'Everyone' });
    const onlineNow = canvas.getByRole('button', { name: 'Online now' });
    await expect(everyone).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(onlineNow);
    await expect(onlineNow).toHaveAttribute('aria-pressed', 'true');
    await expect(everyone).toHaveAttribute('aria-pressed', 'false');
    const online = within(members).getAllByRole('listitem');
    await expect(online).toHaveLength(2);
    await expect(online[0]).toHaveTextContent('Amara Okafor');
    await expect(online[1]).toHaveTextContent('Chen Wei');
    await expect(within(members).queryByText('Bruno Costa')).not.toBeInTheDocument();

    // The icon-only button is named, and its tooltip appears on hover.
    const message = canvas.getByRole('button', { name: 'Message Chen Wei' });
    await userEvent.hover(message);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Message Chen');
    await userEvent.unhover(message);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await userEvent.click(everyone);
    await expect(within(members).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const FeedbackSampler: Story = {
  render: () => <AllComponentsFeedbackSampler />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Upload report' }));
    const progress = await canvas.findByRole('progressbar', { name: /uploading/i });
    await expect(Number(progress.getAttribute('aria-valuenow'))).toBeLessThan(100);

    const result = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(result).toHaveTextContent('Uploaded. The finance team can open it now.');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Upload again' })).toBeEnabled();

    await userEvent.click(within(result).getByRole('button', { name: 'Notify finance' }));
    const snackbar = (await screen.findByText('Finance team notified')).closest(
      '.MuiSnackbarContent-root',
    );
    if (!(snackbar instanceof HTMLElement)) {
      throw new Error('The snackbar is missing');
    }
    await expect(snackbar).toHaveAttribute('role', 'alert');
    await expect(result).toHaveTextContent('Uploaded. The finance team has been told.');

    // Undo closes the snackbar and brings the action back.
    await userEvent.click(within(snackbar).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(screen.queryByText('Finance team notified')).not.toBeInTheDocument(),
    );
    await expect(
      within(result).getByRole('button', { name: 'Notify finance' }),
    ).toBeVisible();
  },
};

export const NavigationSampler: Story = {
  render: () => <AllComponentsNavigationSampler />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breadcrumb = canvas.getByRole('navigation', { name: 'Task path' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '#projects',
    );
    await expect(within(breadcrumb).getByText('Tasks')).toHaveAttribute(
      'aria-current',
      'page',
    );

    const open = canvas.getByRole('tab', { name: 'Open (3)' });
    const done = canvas.getByRole('tab', { name: 'Done (2)' });
    await expect(open).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(done);
    await expect(done).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Done (2)' });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await expect(panel).toHaveTextContent('Choose the typefaces');

    // Arrow keys move focus between tabs; Enter selects the focused one.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(open).toHaveFocus();
    await expect(done).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(open).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Open (3)' })).toHaveTextContent(
      'Write the pricing page copy',
    );
  },
};
