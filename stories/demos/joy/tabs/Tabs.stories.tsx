import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Tabs from '@mui/joy/Tabs';
import TabsBasic from './TabsBasic';
import TabsColors from './TabsColors';
import TabsScrollable from './TabsScrollable';
import TabsSizes from './TabsSizes';
import TabsVariants from './TabsVariants';
import TabsVertical from './TabsVertical';

/**
 * Joy's tabs switch between panels about one subject without leaving the page: the parts of a trip, the
 * sections of a settings screen. `Tabs` holds the value, `TabList` the row of `Tab`s, `TabPanel` the views.
 */
const meta = {
  title: 'Joy UI/Navigation/Tabs',
  component: Tabs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tabs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <TabsBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Kyoto trip details' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fushimi Inari');
    await userEvent.click(canvas.getByRole('tab', { name: 'Hotel' }));
    await expect(canvas.getByRole('tab', { name: 'Hotel' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('Hotel Kanra Kyoto');
    await expect(panel).toHaveAccessibleName('Hotel');
    // The arrow keys move focus along the tabs; Enter selects the focused one.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Flights' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('HEL → KIX');
  },
};

export const Variants: Story = {
  render: () => <TabsVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const solid = within(canvas.getByRole('tablist', { name: 'Revenue period (solid)' }));
    await expect(solid.getByRole('tab', { name: 'Month' })).toHaveClass('MuiTab-variantSolid');
    await userEvent.click(solid.getByRole('tab', { name: 'Year' }));
    await expect(solid.getByRole('tab', { name: 'Year' })).toHaveClass('MuiTab-variantSolid');
    await expect(solid.getByRole('tab', { name: 'Month' })).toHaveClass('MuiTab-variantPlain');
    const soft = within(canvas.getByRole('tablist', { name: 'Revenue period (soft)' }));
    await expect(soft.getByRole('tab', { name: 'Month' })).toHaveClass('MuiTab-variantSoft');
  },
};

export const Colors: Story = {
  render: () => <TabsColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tablist')).toHaveLength(5);
    const danger = within(canvas.getByRole('tablist', { name: 'Invoices (danger)' }));
    await userEvent.click(danger.getByRole('tab', { name: 'Overdue' }));
    await expect(danger.getByRole('tab', { name: 'Overdue' })).toHaveAttribute('aria-selected', 'true');
    await expect(danger.getByRole('tab', { name: 'Overdue' })).toHaveClass('MuiTab-colorDanger');
  },
};

export const Sizes: Story = {
  render: () => <TabsSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (name: string) =>
      within(canvas.getByRole('tablist', { name: `Recipe sections (${name})` })).getByRole('tab', { name: 'Method' }).getBoundingClientRect().height;
    await expect(height('small')).toBeLessThan(height('medium'));
    await expect(height('medium')).toBeLessThan(height('large'));
  },
};

export const Vertical: Story = {
  render: () => <TabsVertical />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Invoicing settings' });
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    const company = canvas.getByRole('tab', { name: 'Company' });
    const payments = canvas.getByRole('tab', { name: 'Payments' });
    await expect(payments.getBoundingClientRect().top).toBeGreaterThanOrEqual(company.getBoundingClientRect().bottom);
    await userEvent.click(company);
    // Vertical tabs move with the up and down arrows.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(payments).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('due 14 days after sending');
  },
};

export const Scrollable: Story = {
  render: () => <TabsScrollable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Recipes by cuisine' });
    await expect(within(list).getAllByRole('tab')).toHaveLength(8);
    const ethiopian = within(list).getByRole('tab', { name: /Ethiopian/ });
    await userEvent.click(ethiopian);
    await expect(ethiopian).toHaveAttribute('aria-selected', 'true');
    await expect(ethiopian).toHaveTextContent('Ethiopian7');
  },
};
