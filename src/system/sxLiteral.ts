/**
 * A reader's `sx` object as they write it in JavaScript (unquoted keys, single or double quotes,
 * numbers, nested objects, arrays, comments, trailing commas), read without running any code: the
 * site's CSP forbids `eval`, and a playground must never execute what it is given.
 */

/** A value an object literal can hold here: no functions, no variables, no `undefined` outside `null`'s role. */
export type SxLiteral = string | number | boolean | null | SxLiteral[] | { [key: string]: SxLiteral };

/** Where the text stops making sense, 1-based as editors count. */
export interface SxSyntaxError {
  message: string;
  line: number;
  column: number;
}

export type SxParseResult = { ok: true; value: SxLiteral } | { ok: false; error: SxSyntaxError };

/** Longer input is refused before it is read: a playground object is a few lines. */
export const SX_MAX_LENGTH = 4000;
/** Deeper nesting is refused: real sx objects nest a breakpoint inside a selector, not twenty levels. */
export const SX_MAX_DEPTH = 8;

class Stop extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const IDENT_START = /[A-Za-z_$]/;
const IDENT_PART = /[\w$]/;
const NUMBER = /^[+-]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
/** Names a reader may write that are code, not values: why each cannot be read here. */
const CODE_WORDS: Record<string, string> = {
  function: 'a function',
  theme: 'the name `theme`',
  undefined: '`undefined`',
  NaN: '`NaN`',
  Infinity: '`Infinity`',
};

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Reads one sx object (or array of them) from `text`; the first problem stops it, with its place. */
export function parseSxLiteral(text: string): SxParseResult {
  if (text.length > SX_MAX_LENGTH) {
    return { ok: false, error: { message: `The playground reads up to ${SX_MAX_LENGTH.toLocaleString('en')} characters; this text has ${text.length.toLocaleString('en')}.`, line: 1, column: 1 } };
  }
  let pos = 0;

  const fail = (message: string, at = pos): never => {
    throw new Stop(message, at);
  };
  const describe = (at: number) => (at >= text.length ? 'the end of the text' : `\`${text[at]}\``);

  function skipSpace(): void {
    for (;;) {
      const ch = text[pos];
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') pos += 1;
      else if (text.startsWith('//', pos)) {
        const end = text.indexOf('\n', pos);
        pos = end === -1 ? text.length : end + 1;
      } else if (text.startsWith('/*', pos)) {
        const end = text.indexOf('*/', pos + 2);
        if (end === -1) fail('This comment is never closed: add `*/`.');
        pos = end + 2;
      } else return;
    }
  }

  function identifier(): string {
    const start = pos;
    while (pos < text.length && IDENT_PART.test(text[pos]!)) pos += 1;
    return text.slice(start, pos);
  }

  function string(): string {
    const quote = text[pos]!;
    const start = pos;
    pos += 1;
    let out = '';
    for (;;) {
      if (pos >= text.length || text[pos] === '\n') fail(`This string is never closed: add \`${quote}\`.`, start);
      const ch = text[pos]!;
      if (ch === quote) {
        pos += 1;
        return out;
      }
      if (quote === '`' && text.startsWith('${', pos)) fail('`${…}` runs code, which the playground does not do: write the finished value.');
      if (ch === '\\') {
        const next = text[pos + 1] ?? '';
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) {
          out += String.fromCharCode(parseInt(text.slice(pos + 2, pos + 6), 16));
          pos += 6;
          continue;
        }
        out += ESCAPES[next] ?? next;
        pos += 2;
        continue;
      }
      out += ch;
      pos += 1;
    }
  }

  function number(): number {
    const match = NUMBER.exec(text.slice(pos, pos + 64));
    if (!match) return fail(`Expected a value, found ${describe(pos)}.`);
    pos += match[0].length;
    if (pos < text.length && IDENT_PART.test(text[pos]!)) fail(`\`${match[0]}${text[pos]}\` is not a number: a length with a unit is a string, such as '${match[0]}px'.`, pos - match[0].length);
    return Number(match[0].replaceAll('_', ''));
  }

  function key(): string {
    const ch = text[pos];
    if (ch === '"' || ch === "'" || ch === '`') return string();
    if (ch !== undefined && IDENT_START.test(ch)) return identifier();
    if (text.startsWith('...', pos)) return fail('Spreading (`...`) needs another object the playground cannot see: write the keys out.');
    if (ch !== undefined && /[\d.]/.test(ch)) return String(number());
    if (ch === '[') return fail('A computed key (`[…]`) runs code: write the key itself, quoted if it holds spaces or symbols.');
    return fail(`Expected a key (a name or a quoted string), found ${describe(pos)}.`);
  }

  function object(depth: number): { [key: string]: SxLiteral } {
    const out: { [key: string]: SxLiteral } = {};
    pos += 1;
    for (;;) {
      skipSpace();
      if (text[pos] === '}') {
        pos += 1;
        return out;
      }
      const keyAt = pos;
      const name = key();
      if (name === '__proto__') fail('`__proto__` is not a CSS property or selector, and the playground does not read it.', keyAt);
      skipSpace();
      if (text[pos] === '(') fail(`\`${name}(…)\` is a method, which the playground cannot run: write \`${name}: value\`.`);
      if (text[pos] !== ':') fail(text[pos] === ',' || text[pos] === '}' ? `\`${name}\` needs a value: write \`${name}: value\`.` : `Expected \`:\` after \`${name}\`, found ${describe(pos)}.`);
      pos += 1;
      skipSpace();
      if (text[pos] === ',' || text[pos] === '}') fail(`\`${name}\` needs a value after the colon.`);
      // defineProperty: an own data property whatever the key, never a setter on Object.prototype.
      Object.defineProperty(out, name, { value: value(depth + 1), enumerable: true, writable: true, configurable: true });
      skipSpace();
      if (text[pos] === ',') pos += 1;
      else if (text[pos] !== '}') fail(pos >= text.length ? 'The object is never closed: add `}`.' : `Expected \`,\` or \`}\` after the value of \`${name}\`, found ${describe(pos)}.`);
    }
  }

  function array(depth: number): SxLiteral[] {
    const out: SxLiteral[] = [];
    pos += 1;
    for (;;) {
      skipSpace();
      if (text[pos] === ']') {
        pos += 1;
        return out;
      }
      if (text[pos] === ',') fail('An empty place in an array: write `null` to skip a breakpoint.');
      out.push(value(depth + 1));
      skipSpace();
      if (text[pos] === ',') pos += 1;
      else if (text[pos] !== ']') fail(pos >= text.length ? 'The array is never closed: add `]`.' : `Expected \`,\` or \`]\` in the array, found ${describe(pos)}.`);
    }
  }

  function value(depth: number): SxLiteral {
    if (depth > SX_MAX_DEPTH) fail(`Nested more than ${SX_MAX_DEPTH} levels deep: the playground stops there.`);
    skipSpace();
    const ch = text[pos];
    if (ch === '{') return object(depth);
    if (ch === '[') return array(depth);
    if (ch === '"' || ch === "'" || ch === '`') return string();
    if (ch === '(') return fail('A callback such as `(theme) => …` is code, which the playground does not run: write the value it would return.');
    if (ch !== undefined && IDENT_START.test(ch)) {
      const start = pos;
      const word = identifier();
      if (word === 'true') return true;
      if (word === 'false') return false;
      if (word === 'null') return null;
      skipSpace();
      if (text.startsWith('=>', pos)) fail('A callback such as `(theme) => …` is code, which the playground does not run: write the value it would return.', start);
      const what = CODE_WORDS[word] ?? `the name \`${word}\``;
      return fail(`${what[0]!.toUpperCase()}${what.slice(1)} is code, not a value: the playground reads written values only (strings in quotes, numbers, objects, arrays).`, start);
    }
    return number();
  }

  try {
    skipSpace();
    if (pos >= text.length) fail('Write an sx object, for example `{ p: 2 }`.');
    const result = value(0);
    skipSpace();
    // A trailing semicolon is what people type after an object; nothing else may follow.
    if (text[pos] === ';') {
      pos += 1;
      skipSpace();
    }
    if (pos < text.length) fail(`Unexpected ${describe(pos)} after the end of the sx value.`);
    return { ok: true, value: result };
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return { ok: false, error: { message: error.message, ...lineAndColumn(text, error.offset) } };
  }
}
