import type { NavItemData } from '../../src/nav/types';

/** Home docs nav tree (docs/data/docs/pages.ts): two outbound entries, no pages. */
export const docsPages: NavItemData[] = [
  {
    pathname: 'https://mui.com/store/',
    title: 'Templates',
    icon: 'ReaderIcon',
    linkProps: {
      'data-ga-event-category': 'store',
      'data-ga-event-action': 'click',
      'data-ga-event-label': 'sidenav',
    },
  },
  { pathname: 'https://mui.com/blog/', title: 'Blog', icon: 'BookIcon' },
];
