import { describe, expect, it } from 'vitest';
import { parseSxLiteral, SX_MAX_DEPTH, SX_MAX_LENGTH } from '../../../src/system/sxLiteral';

const value = (text: string) => {
  const result = parseSxLiteral(text);
  if (!result.ok) throw new Error(`expected ${text} to parse: ${result.error.message}`);
  return result.value;
};
const error = (text: string) => {
  const result = parseSxLiteral(text);
  if (result.ok) throw new Error(`expected ${text} to be refused, got ${JSON.stringify(result.value)}`);
  return result.error;
};

describe('parseSxLiteral: an sx object as people write it, read without running code', () => {
  it('reads unquoted keys, both quotes, numbers, nested objects, arrays, comments and trailing commas', () => {
    const text = `{
      // the card
      p: { xs: 1, md: 3 },
      bgcolor: 'primary.main',
      "color": "primary.contrastText",
      width: 1/1 === 1 ? 0 : 0,
    }`;
    // Arithmetic is code: refused where it starts.
    expect(error(text)).toMatchObject({ line: 6 });
    expect(
      value(`{
        p: { xs: 1, md: 3 }, /* spacing */
        bgcolor: 'primary.main',
        "color": "primary.contrastText",
        m: [1, null, 2.5],
        mt: -0.5, width: .5, flexGrow: 1e0,
        '&:hover': { boxShadow: 3, },
        \`& .title\`: { fontWeight: 'bold' },
      };`),
    ).toEqual({
      p: { xs: 1, md: 3 },
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      m: [1, null, 2.5],
      mt: -0.5,
      width: 0.5,
      flexGrow: 1,
      '&:hover': { boxShadow: 3 },
      '& .title': { fontWeight: 'bold' },
    });
  });

  it("reads escapes in strings and an array of sx objects with false in it", () => {
    expect(value(`{ content: '"\\u2192"', fontFamily: 'Georgia, \\'Times New Roman\\'' }`)).toEqual({ content: '"→"', fontFamily: "Georgia, 'Times New Roman'" });
    expect(value('[{ p: 1 }, false, { m: 2 }]')).toEqual([{ p: 1 }, false, { m: 2 }]);
  });

  it('refuses empty input, an unclosed object and a key without a value, with the line and column', () => {
    expect(error('')).toMatchObject({ line: 1, column: 1, message: 'Write an sx object, for example `{ p: 2 }`.' });
    expect(error('   \n  // only a comment')).toMatchObject({ message: 'Write an sx object, for example `{ p: 2 }`.' });
    expect(error('{')).toMatchObject({ line: 1, column: 2, message: 'Expected a key (a name or a quoted string), found the end of the text.' });
    expect(error('{ p: 1')).toMatchObject({ message: 'The object is never closed: add `}`.' });
    expect(error('{ p: }')).toMatchObject({ line: 1, column: 6, message: '`p` needs a value after the colon.' });
    expect(error('{\n  p: 2,\n  m\n}')).toMatchObject({ line: 4, column: 1, message: '`m` needs a value: write `m: value`.' });
    expect(error('{ p 2 }')).toMatchObject({ column: 5, message: 'Expected `:` after `p`, found `2`.' });
    expect(error('{ p: 2, m }')).toMatchObject({ message: '`m` needs a value: write `m: value`.' });
    expect(error("{ color: 'red }")).toMatchObject({ column: 10, message: "This string is never closed: add `'`." });
    expect(error('{ p: 2 } }')).toMatchObject({ column: 10, message: 'Unexpected `}` after the end of the sx value.' });
    expect(error('{ width: 12px }')).toMatchObject({ message: "`12p` is not a number: a length with a unit is a string, such as '12px'." });
  });

  it('refuses code: callbacks, functions, names, template substitutions, spreads, computed keys, methods', () => {
    expect(error('{ p: (theme) => theme.spacing(2) }').message).toMatch(/^A callback such as `\(theme\) => …` is code/);
    expect(error('{ p: theme => 2 }').message).toMatch(/^A callback/);
    expect(error('{ p: function () { return 2 } }').message).toMatch(/^A function is code, not a value/);
    expect(error('{ color: theme.palette.primary.main }').message).toMatch(/^The name `theme` is code/);
    expect(error('{ p: undefined }').message).toMatch(/^`undefined` is code/);
    expect(error('{ width: `${50}%` }').message).toMatch(/runs code/);
    expect(error('{ ...base, p: 2 }').message).toMatch(/^Spreading/);
    expect(error('{ [key]: 2 }').message).toMatch(/^A computed key/);
    expect(error('{ p() { return 2 } }').message).toMatch(/is a method/);
    expect(error('alert(1)').message).toMatch(/^The name `alert` is code/);
  });

  it('never lets a __proto__ key reach Object.prototype', () => {
    expect(error('{ "__proto__": { polluted: 1 } }')).toMatchObject({ message: '`__proto__` is not a CSS property or selector, and the playground does not read it.' });
    expect(error("{ '&:hover': { __proto__: { polluted: 1 } } }").message).toMatch(/__proto__/);
    // Other prototype-ish names are plain own keys of a plain object.
    const parsed = value('{ constructor: { polluted: 1 }, prototype: 2, hasOwnProperty: 3 }') as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['constructor', 'prototype', 'hasOwnProperty']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('refuses a 10 kB text before reading it, and nesting past its depth, quickly', () => {
    const long = `{ content: '${'a'.repeat(10_000)}' }`;
    const started = performance.now();
    expect(error(long)).toMatchObject({ line: 1, column: 1, message: `The playground reads up to 4,000 characters; this text has ${long.length.toLocaleString('en')}.` });
    expect(SX_MAX_LENGTH).toBe(4000);
    const deep = `${'{ a: '.repeat(SX_MAX_DEPTH + 1)}1${' }'.repeat(SX_MAX_DEPTH + 1)}`;
    expect(error(deep).message).toBe(`Nested more than ${SX_MAX_DEPTH} levels deep: the playground stops there.`);
    expect(value(`${'{ a: '.repeat(SX_MAX_DEPTH)}1${' }'.repeat(SX_MAX_DEPTH)}`)).toBeTypeOf('object');
    // Unclosed brackets up to the length limit: a linear scan, no runaway recursion.
    expect(error('['.repeat(SX_MAX_LENGTH)).message).toMatch(/Nested more than/);
    expect(error(`{ a: '${'\\'.repeat(3990)}`).message).toMatch(/never closed/);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
