import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createEmployees } from '../../../gridData/employees';
import { formatDollars } from '../../../gridData/format';
import ExpandAllGroups from './ExpandAllGroups';
import GroupByRegion from './GroupByRegion';
import GroupsBySize from './GroupsBySize';
import { OFFICE_REGIONS } from '../../../gridData/officeRegions';

const meta = {
  title: 'Docs-infra/Recipes/Row grouping',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The same 40 people the demos group. */
const people = createEmployees(40, 13);
const departments = new Set(people.map((person) => person.department));

export const ExpandAll: Story = {
  render: () => <ExpandAllGroups />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('treegrid', { name: 'Team by department and role' });
    // Collapsed at first: the grid's rows are its departments (aria-rowcount counts the header row too).
    const roles = new Set(people.map((person) => `${person.department}/${person.role}`));
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(1 + departments.size)));
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    // Every group open at both depths: departments, their roles and all 40 people are rows now.
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(1 + departments.size + roles.size + people.length)));
    const firstRow = grid.querySelector<HTMLElement>('[role="row"][aria-rowindex="2"]')!;
    await expect(firstRow).toHaveAttribute('aria-expanded', 'true');
    await expect(grid.querySelector('[role="row"][aria-rowindex="3"]')).toHaveAttribute('aria-expanded', 'true');
    await expect(within(grid).queryAllByRole('button', { name: 'see children' })).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(1 + departments.size)));
    await expect(within(grid).queryAllByRole('button', { name: 'hide children' })).toHaveLength(0);
  },
};

export const DerivedValue: Story = {
  render: () => <GroupByRegion />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('treegrid', { name: 'Team by region' });
    const europe = people.filter((person) => OFFICE_REGIONS[person.office] === 'Europe').length;
    // The group is the region, its count the people of its offices; the office cells still show cities.
    await expect(await within(grid).findByText(`(${europe})`, { exact: false, selector: 'span' })).toBeVisible();
    const groupCell = [...grid.querySelectorAll('[data-field="__row_group_by_columns_group__"]')].find((cell) => cell.textContent?.startsWith('Europe'));
    await expect(groupCell).toHaveTextContent(`Europe (${europe})`);
    const offices = [...grid.querySelectorAll('[role="gridcell"][data-field="office"]')].map((cell) => cell.textContent);
    await expect(offices.filter(Boolean).every((office) => office! in OFFICE_REGIONS)).toBe(true);
  },
};

export const SortedBySize: Story = {
  render: () => <GroupsBySize />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('treegrid', { name: 'Departments by headcount' });
    const counts = [...departments].map((name) => ({ name, size: people.filter((person) => person.department === name).length }));
    const largest = Math.max(...counts.map((count) => count.size));
    // The first group is a largest department, and its first person earns the most in it.
    const firstGroup = await waitFor(() => {
      const cell = grid.querySelector<HTMLElement>('[role="row"][aria-rowindex="2"] [data-field="__row_group_by_columns_group__"]');
      if (!cell?.textContent) throw new Error('no first group yet');
      return cell;
    });
    const [, name, size] = /^(.+) \((\d+)\)$/.exec(firstGroup.textContent!)!;
    await expect(Number(size)).toBe(largest);
    const topSalary = Math.max(...people.filter((person) => person.department === name).map((person) => person.salary));
    const firstLeafSalary = grid.querySelector('[role="row"][aria-rowindex="3"] [data-field="salary"]')!.textContent;
    await expect(firstLeafSalary).toBe(formatDollars(topSalary));
  },
};
