import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AboutLabMasonry from './AboutLabMasonry';
import AboutLabTabs from './AboutLabTabs';
import AboutLabTimeline from './AboutLabTimeline';
import { inlineArrows } from '../../../inline';

/**
 * The lab (@mui/lab) is where components wait before they are ready for the core package: their API may
 * still change between minor versions. The stories use three of them (tab panels, Timeline, Masonry);
 * there is no single component here, so no props table: Timeline and Masonry have their own pages.
 */
const meta = {
  // Its plays read the reading direction: also run in rtl (tests/stories/modes.ts).
  tags: ['rtl'],
  title: 'Material UI/Lab/About the lab',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Tabs: Story = {
  render: () => <AboutLabTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Project settings' });
    const overview = within(tablist).getByRole('tab', { name: 'Overview' });
    const members = within(tablist).getByRole('tab', { name: 'Members' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Harbour redesign/);

    await userEvent.click(members);
    await expect(members).toHaveAttribute('aria-selected', 'true');
    await expect(overview).toHaveAttribute('aria-selected', 'false');
    // TabContext links each tab to its panel once its ids are ready.
    await waitFor(() =>
      expect(canvas.getByRole('tabpanel', { name: 'Members' })).toHaveTextContent(
        /Four people/,
      ),
    );

    // The arrow towards the next tab (→ in ltr, ← in rtl) moves the focus along the tab list.
    await userEvent.keyboard(inlineArrows(canvasElement).next);
    await expect(
      within(tablist).getByRole('tab', { name: 'Billing' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Team plan/);
    // Leave the focus ripple out of the screenshot.
    within(tablist).getByRole('tab', { name: 'Billing' }).blur();
  },
};

export const Timeline: Story = {
  render: () => <AboutLabTimeline />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Order #4821 progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('09:12Order placed');
    await expect(items[2]).toHaveTextContent('Handed to the courier');
  },
};

export const Masonry: Story = {
  render: () => <AboutLabMasonry />,
  play: async ({ canvasElement }) => {
    const masonry = canvasElement.querySelector<HTMLElement>('.MuiMasonry-root');
    if (!masonry) {
      throw new Error('The masonry is missing');
    }
    const notes = Array.from(
      masonry.querySelectorAll<HTMLElement>('.MuiPaper-root'),
    );
    await expect(notes).toHaveLength(6);
    // Masonry measures its items on the client, then assigns each one to a column.
    await waitFor(() => {
      for (const note of notes) {
        expect(note.style.order).not.toBe('');
      }
    });
    // Until the measurement settles, items can briefly wrap into an extra column.
    await waitFor(() => {
      const columns = new Set(
        notes.map((note) => Math.round(note.getBoundingClientRect().left)),
      );
      expect(columns.size).toBe(3);
    });
  },
};
