import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { apiControl } from '../../apiControls';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TabsBasic from './TabsBasic';
import TabsCentered from './TabsCentered';
import TabsIcons from './TabsIcons';
import TabsNavLinks from './TabsNavLinks';
import TabsScrollable from './TabsScrollable';
import TabsVertical from './TabsVertical';
import { inlineArrows } from '../../../inline';

const settingsTabs = [
  { label: 'Profile', text: 'Name, photo and the languages you speak.' },
  { label: 'Security', text: 'Password, passkeys and signed-in devices.' },
  { label: 'Billing', text: 'Plan, payment method and invoices.' },
];

/**
 * Tabs switch between views of the same subject at the same level, such as the sections of a settings page,
 * without leaving it. Keep labels to a word or two; use the scrollable variant when the tabs do not fit,
 * and vertical tabs beside content on wide screens.
 */
const meta = {
  // Its plays read the reading direction: also run in rtl (tests/stories/modes.ts).
  tags: ['rtl'],
  title: 'Material UI/Navigation/Tabs',
  component: Tabs,
  parameters: { layout: 'padded', muiApi: 'Tabs' },
  argTypes: {
    value: apiControl('Tabs', 'value', { options: [0, 1, 2] }),
    scrollButtons: apiControl('Tabs', 'scrollButtons', { options: ['auto', true, false] }),
  },
} satisfies Meta<typeof Tabs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Choosing a tab and the `value` control stay in step; variant, colours, orientation and centring are controls. */
export const Playground: Story = {
  args: { value: 0, variant: 'standard', textColor: 'primary', indicatorColor: 'primary', orientation: 'horizontal', centered: false },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    const vertical = args.orientation === 'vertical';
    const selected = settingsTabs[Number(args.value)];
    return (
      <Box sx={{ display: 'flex', flexDirection: vertical ? 'row' : 'column', gap: 2, maxWidth: 520 }}>
        <Tabs {...args} aria-label="Account settings" onChange={(_event, value) => updateArgs({ value })} sx={vertical ? { borderInlineEnd: 1, borderColor: 'divider' } : { borderBottom: 1, borderColor: 'divider' }}>
          {settingsTabs.map((tab, index) => (
            <Tab key={tab.label} label={tab.label} id={`playground-tab-${index}`} aria-controls="playground-tabpanel" />
          ))}
        </Tabs>
        {selected ? (
          <Typography role="tabpanel" id="playground-tabpanel" aria-labelledby={`playground-tab-${args.value}`}>
            {selected.text}
          </Typography>
        ) : null}
      </Box>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    for (const [index, tab] of tabs.entries()) {
      await expect(tab).toHaveAttribute('aria-selected', String(index === Number(args.value)));
    }
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(settingsTabs[Number(args.value)]!.text);
    if (args.orientation === 'vertical') await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const Basic: Story = {
  render: () => <TabsBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Product details' });
    const [overview, specs, reviews] = within(tablist).getAllByRole('tab');
    await expect(overview).toHaveAttribute('aria-selected', 'true');

    // Each tab controls the panel that is labelled by it.
    const panel = canvas.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-controls', panel.id);
    await expect(panel).toHaveTextContent(/28-litre daypack/);

    // Only the selected tab is in the tab order.
    await expect(overview).toHaveAttribute('tabindex', '0');
    await expect(specs).toHaveAttribute('tabindex', '-1');
    await userEvent.click(overview);

    // The arrow towards the next tab (→ in ltr, ← in rtl) moves focus; Enter selects (manual activation).
    await userEvent.keyboard(inlineArrows(canvasElement).next);
    await expect(specs).toHaveFocus();
    await expect(specs).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(specs).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('tabpanel', { name: 'Specifications' }),
    ).toHaveTextContent(/Weight 840 g/);

    // The arrow keys wrap from the last tab to the first.
    await userEvent.keyboard(inlineArrows(canvasElement).next);
    await expect(reviews).toHaveFocus();
    await userEvent.keyboard(inlineArrows(canvasElement).next);
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(overview).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

export const Vertical: Story = {
  render: () => <TabsVertical />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Account settings' });
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    const profile = within(tablist).getByRole('tab', { name: 'Profile' });
    const notifications = within(tablist).getByRole('tab', {
      name: 'Notifications',
    });

    await userEvent.click(profile);
    // selectionFollowsFocus: the arrow key both moves focus and selects.
    await userEvent.keyboard('{ArrowDown}');
    await expect(notifications).toHaveFocus();
    await expect(notifications).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('tabpanel', { name: 'Notifications' }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('tabpanel')).toHaveLength(1);

    await userEvent.keyboard('{ArrowUp}');
    await expect(profile).toHaveAttribute('aria-selected', 'true');
  },
};

export const Scrollable: Story = {
  render: () => <TabsScrollable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'News categories' });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs).toHaveLength(11);

    // Keyboard focus scrolls the last tab into view.
    await userEvent.click(tabs[0]);
    await userEvent.keyboard('{End}');
    await expect(tabs[10]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tabs[10]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Centered: Story = {
  render: () => <TabsCentered />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Lifetime' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Yearly' }));
    await expect(
      canvas.getByRole('tabpanel', { name: 'Yearly' }),
    ).toHaveTextContent('€120 per year');
    await userEvent.click(canvas.getByRole('tab', { name: 'Monthly' }));
    await expect(
      canvas.getByRole('tabpanel', { name: 'Monthly' }),
    ).toHaveTextContent('€12 per month');
  },
};

export const Icons: Story = {
  render: () => <TabsIcons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const views = canvas.getByRole('tablist', { name: 'Show events as' });
    // Icon-only tabs are named by their aria-label.
    const map = within(views).getByRole('tab', { name: 'Map' });
    await userEvent.click(map);
    await expect(map).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(inlineArrows(canvasElement).next);
    await expect(
      within(views).getByRole('tab', { name: 'List' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(map).toHaveAttribute('aria-selected', 'false');
  },
};

export const NavigationLinks: Story = {
  render: () => <TabsNavLinks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Project' });
    const code = within(nav).getByRole('tab', { name: 'Code' });
    const issues = within(nav).getByRole('tab', { name: 'Issues' });
    await expect(code.tagName).toBe('A');
    await expect(issues).toHaveAttribute('href', '#atlas-issues');
    await expect(code).toHaveAttribute('aria-current', 'page');

    await userEvent.click(issues);
    await expect(issues).toHaveAttribute('aria-selected', 'true');
    await expect(issues).toHaveAttribute('aria-current', 'page');
    await expect(code).not.toHaveAttribute('aria-current');

    await userEvent.keyboard(inlineArrows(canvasElement).previous);
    await expect(code).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(code).toHaveAttribute('aria-current', 'page');
  },
};
