/** The side navigation's links (src/components/AppFrame.tsx): where a reader goes from page to page. */
const SIDE_NAV_LINKS = '.docs-sidenav a';

/**
 * Page changes made instant by the platform (issue 13): same-site docs pages are prerendered when
 * the reader hovers a link (moderate eagerness: ~200 ms of hover, or pointer down), the side nav's
 * links sooner (eager: on desktop Chrome, since 141, a shorter hover; the bench hovers 300 ms, and
 * a 200 ms start left the prerender half done at the click: 83–230 ms from click to paint). The
 * page script defers analytics and the service worker until a prerendered page is shown.
 */
export function speculationRulesJson(): string {
  const docs = [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }, { not: { selector_matches: '[target], [download], [rel~=nofollow]' } }];
  return JSON.stringify({
    prerender: [
      { where: { and: [...docs, { selector_matches: SIDE_NAV_LINKS }] }, eagerness: 'eager' },
      { where: { and: docs }, eagerness: 'moderate' },
    ],
  });
}

/** The inline rules block (its hash is in the CSP: site/build/cspManifest.ts). */
export const speculationRulesScript = (): string => `<script type="speculationrules">${speculationRulesJson()}</script>`;
