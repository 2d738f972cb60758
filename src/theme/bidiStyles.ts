import { middleware, serialize, stringify, DECLARATION, RULESET, type Middleware } from 'stylis';
import cssjanus from 'cssjanus';
import { currentPrefixer } from './currentPrefixer';

type Dir = 'ltr' | 'rtl';

/**
 * The selector for one direction, without adding specificity: `:where([dir=rtl]) .x`
 * (`html:where([dir=rtl])` for the root itself).
 */
export function scopeSelector(selector: string, dir: Dir): string {
  const where = `:where([dir="${dir}"])`;
  const root = /^(html|:root)(?![\w-])/.exec(selector);
  return root ? `${root[1]}${where}${selector.slice(root[1]!.length)}` : `${where} ${selector}`;
}

// Development labels (`label:…`) are dropped as Emotion's own pass does.
const dropLabel: Middleware = (element) => {
  if (element.type === DECLARATION && typeof element.value === 'string' && element.value.startsWith('label:')) element.value = element.return = '';
  return undefined;
};
const declarations = middleware([dropLabel, currentPrefixer, stringify]);

/**
 * A stylis plugin that writes every rule with a side in it (margin-left, left, text-align …)
 * twice, once per direction, so one stylesheet serves ltr and rtl and the reader's direction is
 * just the `dir` attribute on <html>: nothing re-renders and the rtl styles exist before paint.
 * Rules without a side are left alone. Nested rules only: a top-level rule must stay one rule.
 */
export const bidiRules: Middleware = (element) => {
  if (element.type !== RULESET || !element.parent || !Array.isArray(element.props)) return undefined;
  const ltr = serialize(element.children as typeof element[], declarations);
  if (!ltr) return undefined;
  const rtl = cssjanus.transform(ltr);
  if (rtl === ltr) return undefined;
  const rule = (dir: Dir, body: string) => `${(element.props as string[]).map((s) => scopeSelector(s, dir)).join(',')}{${body}}`;
  const both = rule('ltr', ltr) + rule('rtl', rtl);
  // Emptied, so stylis's own stringify keeps this text as the rule's output.
  element.children = [];
  element.return = both;
  return both;
};
