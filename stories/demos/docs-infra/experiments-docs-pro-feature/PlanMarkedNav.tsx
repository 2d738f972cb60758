import Box from '@mui/material/Box';
import { NavItem } from '../../../../src/components/nav/NavItem';
import type { NavItemData } from '../../../../src/nav/types';

/** Entries of the Data Grid tree as the nav data writes them: `plan` is the only difference. */
const ENTRIES: NavItemData[] = [
  { pathname: '/x/react-data-grid/column-header' },
  { pathname: '/x/react-data-grid/tree-data', plan: 'pro' },
  { pathname: '/x/react-data-grid/row-grouping', plan: 'premium' },
  { pathname: '/experiments/docs/pro-feature', title: 'Pro feature', plan: 'pro' },
];

/** Four side-nav links drawn by the sidebar's own NavItem: free, Pro, Premium, and the page being read. */
export default function PlanMarkedNav() {
  return (
    <Box component="nav" aria-label="Data Grid pages" sx={{ maxWidth: 280 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ENTRIES.map((item) => (
          <li key={item.pathname}>
            <NavItem item={item} depth={0} current={item.pathname === '/experiments/docs/pro-feature'} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
