/** Elements whose content is code, not text: dropped whole. */
const CODE_ELEMENTS = ['script', 'style'];

/** Whether `s[i]` (a '<') starts something that looks like a tag: `<a`, `</`, `<!`, `<?`. */
function tagStartsAt(s: string, i: number): boolean {
  return /^<[a-z/!?]/i.test(s.slice(i, i + 2));
}

/**
 * Removes markup in one linear pass: every `<tag …>` becomes a space, the content of script and
 * style elements goes too, and an unclosed tag drops the rest. A lone '<' (as in "1 < 2") stays.
 */
export function stripMarkup(s: string): string {
  const lower = s.toLowerCase();
  let out = '';
  let i = 0;
  while (i < s.length) {
    const open = s.indexOf('<', i);
    if (open === -1) return out + s.slice(i);
    if (!tagStartsAt(s, open)) {
      out += s.slice(i, open + 1);
      i = open + 1;
      continue;
    }
    out += `${s.slice(i, open)} `;
    const close = s.indexOf('>', open + 1);
    if (close === -1) return out;
    i = close + 1;
    const code = CODE_ELEMENTS.find((name) => new RegExp(`^<${name}\\b`).test(lower.slice(open, open + name.length + 2)));
    if (code) {
      const end = lower.indexOf(`</${code}`, i);
      if (end === -1) return out;
      const endClose = s.indexOf('>', end);
      if (endClose === -1) return out;
      i = endClose + 1;
    }
  }
  return out;
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
export function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const head = s.slice(0, Math.max(0, max));
  const last = head.charCodeAt(head.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? head.slice(0, -1) : head;
}
