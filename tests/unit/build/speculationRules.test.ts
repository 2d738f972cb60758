import { describe, expect, it } from 'vitest';
import { speculationRulesJson, speculationRulesScript } from '../../../site/build/speculationRules';

interface Rule {
  where: { and: unknown[] };
  eagerness: string;
}

const rules = () => (JSON.parse(speculationRulesJson()) as { prerender: Rule[] }).prerender;

describe('speculation rules', () => {
  it("prerender the side nav's links on a short hover and every other docs link on a longer one", () => {
    const [sideNav, docs] = rules();
    expect(sideNav).toMatchObject({ eagerness: 'eager' });
    expect(sideNav!.where.and).toContainEqual({ selector_matches: '.docs-sidenav a' });
    expect(docs).toMatchObject({ eagerness: 'moderate' });
    expect(JSON.stringify(docs!.where)).not.toContain('docs-sidenav');
  });

  it('never prerender the API, a link to another window, a download or a nofollow link, whatever the eagerness', () => {
    for (const rule of rules()) {
      expect(rule.where.and).toContainEqual({ not: { href_matches: '/api/*' } });
      expect(rule.where.and).toContainEqual({ not: { selector_matches: '[target], [download], [rel~=nofollow]' } });
    }
  });

  it('is one inline block of the JSON (the CSP allows it by its hash)', () => {
    expect(speculationRulesScript()).toBe(`<script type="speculationrules">${speculationRulesJson()}</script>`);
  });
});
