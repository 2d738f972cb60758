/** The live templates' own pages: the links between templates stay on this site. */
const base = '/material-ui/getting-started/templates';

export const TEMPLATE_LINKS = {
  signIn: `${base}/sign-in`,
  signUp: `${base}/sign-up`,
  pricing: `${base}/pricing`,
  checkout: `${base}/checkout`,
  blog: `${base}/blog`,
  dashboard: `${base}/dashboard`,
  marketing: `${base}/marketing-page`,
} as const;
