/** Spec §3 "Navigation item": the fields a nav tree node may carry. */
export type Plan = 'community' | 'pro' | 'premium';

/** Icons a top-level nav entry may show (names as in MUI's pages.ts). */
export type NavIcon = 'ReaderIcon' | 'BookIcon' | 'DescriptionIcon' | 'VisibilityIcon' | 'WebIcon';

export interface NavItemData {
  /** Page path; for a group it is only a key (groups are not pages). Absolute URL = outbound. */
  pathname: string;
  /** Display title; when absent the title is derived from the last path segment. */
  title?: string;
  /** Group rendered as an uppercase divider label instead of a collapsible item. */
  subheader?: string;
  children?: NavItemData[];
  plan?: Plan;
  newFeature?: boolean;
  deprecated?: boolean;
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  icon?: NavIcon;
  /** Extra attributes for the link; `href` here (absolute URL) makes the entry outbound. */
  linkProps?: Record<string, string>;
  /** false = hidden from the side nav and from prev/next ordering. */
  inSideNav?: boolean;
}

/** Identifiers of the documented products (spec §1). */
export type ProductId = 'material-ui' | 'joy-ui' | 'system' | 'docs-infra' | 'docs';
