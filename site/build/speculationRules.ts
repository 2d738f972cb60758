/**
 * Page changes made instant by the platform (issue 13): same-site docs pages are prerendered when
 * the reader hovers a link (moderate eagerness: ~200 ms of hover, or pointer down), and
 * prefetched on pointer down for any other same-site link. The page script defers analytics and
 * the service worker until a prerendered page is shown.
 */
export function speculationRulesJson(): string {
  const docs = { and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }, { not: { selector_matches: '[target], [download], [rel~=nofollow]' } }] };
  return JSON.stringify({ prerender: [{ where: docs, eagerness: 'moderate' }] });
}

/** The inline rules block (its hash is in the CSP: site/build/cspManifest.ts). */
export const speculationRulesScript = (): string => `<script type="speculationrules">${speculationRulesJson()}</script>`;
