import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { createBrandTheme } from '../../../src/theme/brandTheme';
import { checkSx } from '../../../src/system/checkSx';
import { sxToCss } from '../../../src/system/sxCss';
import { editSx, evaluateSx, initialSxPlayground } from '../../../src/system/sxPlaygroundState';
import { SX_PRESETS } from '../../../src/system/sxPresets';

/** Material UI's default theme without CSS variables: plain values. */
const systemTheme = createTheme();
/** The site's theme: colours and spacing as CSS variables with fallbacks. */
const siteTheme = createBrandTheme();

describe('sxToCss: the CSS MUI and Emotion make of an sx value', () => {
  it('maps shorthands and theme keys, breakpoints to media queries and selectors to nested rules', () => {
    expect(sxToCss({ p: { xs: 1, md: 3 }, bgcolor: 'primary.main', borderRadius: 1, '&:hover': { boxShadow: 1 }, width: 1 / 2, mt: [1, null, 2] }, systemTheme)).toBe(
      [
        '.sx-preview {',
        '  background-color: #1976d2;',
        '  border-radius: 4px;',
        '  width: 50%;',
        '}',
        '@media (min-width:0px) {',
        '  .sx-preview {',
        '    padding: 8px;',
        '    margin-top: 8px;',
        '  }',
        '}',
        '@media (min-width:900px) {',
        '  .sx-preview {',
        '    padding: 24px;',
        '    margin-top: 16px;',
        '  }',
        '}',
        '.sx-preview:hover {',
        '  box-shadow: 0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12);',
        '}',
      ].join('\n'),
    );
  });

  it("gives the site theme's CSS variables, an array of sx objects in order, and px on unitless numbers", () => {
    expect(sxToCss({ bgcolor: 'primary.main', p: 2 }, siteTheme)).toBe(
      ['.sx-preview {', '  background-color: var(--mui-palette-primary-main, #0062c4);', '  padding: calc(2 * var(--mui-spacing, 8px));', '}'].join('\n'),
    );
    expect(sxToCss([{ height: 40, lineHeight: 1.5 }, false, { height: 48 }], systemTheme)).toBe(['.sx-preview {', '  height: 40px;', '  line-height: 1.5;', '  height: 48px;', '}'].join('\n'));
  });
});

describe('checkSx: values of the wrong kind and palette paths the theme lacks', () => {
  it('refuses null and booleans as property values, objects for a shorthand, and non-objects at the top', () => {
    expect(checkSx({ p: null }, systemTheme).errors).toEqual(['p: null gives no CSS (sx skips null values). Remove `p` or give it a value.']);
    expect(checkSx({ '&:hover': { display: true } }, systemTheme).errors).toEqual(["'&:hover' › display: true is not a CSS value. Write a string such as 'block' or a number."]);
    expect(checkSx({ p: { top: 2 } }, systemTheme).errors).toEqual(['p: `p` takes a value or one value per breakpoint (xs, sm, md, lg, xl), not an object with `top`.']);
    expect(checkSx({ p: [1, { a: 1 }] }, systemTheme).errors).toEqual(['p › sm: {"a":1} is not a value for a breakpoint; write a string, a number, or null to skip it.']);
    expect(checkSx('red', systemTheme).errors).toEqual(["sx is an object such as `{ p: 2 }` or an array of them, not 'red'."]);
    expect(checkSx([{ p: 1 }, 3], systemTheme).errors).toEqual(['[1]: an sx array holds sx objects (or false to leave one out), not 3.']);
    expect(checkSx({ p: [1, null, 2], m: { xs: null, md: 1 } }, systemTheme)).toEqual({ errors: [], notes: [] });
  });

  it('explains what the CSS gets for a palette path the theme does not have', () => {
    expect(checkSx({ bgcolor: 'primary.nope', color: 'text.primary', borderColor: { md: 'grey.nope' } }, systemTheme).notes).toEqual([
      "bgcolor: 'primary.nope' is not a colour of the theme's palette, so sx passes the text through unchanged. The CSS gets `background-color: primary.nope`, which browsers drop as invalid: the element keeps the colour it would have without it.",
      "borderColor › md: 'grey.nope' is not a colour of the theme's palette, so sx passes the text through unchanged. The CSS gets `border-color: grey.nope`, which browsers drop as invalid: the element keeps the colour it would have without it.",
    ]);
    // Inherited names are not palette paths, and plain CSS colours are not paths at all.
    expect(checkSx({ color: 'primary.constructor', bgcolor: '#fff', borderColor: 'rgba(0, 0, 0, 0.5)' }, systemTheme).notes).toHaveLength(1);
    expect(checkSx({ p: [1, 2, 3, 4, 5, 6] }, systemTheme).notes).toEqual(['p: 6 values for 5 breakpoints (xs, sm, md, lg, xl); the values after the 5th give no CSS.']);
  });
});

describe('the playground state: the last valid sx stays applied', () => {
  it('applies a valid edit, keeps the last valid sx on an invalid one and says why', () => {
    const start = initialSxPlayground('{ p: 2 }', systemTheme);
    expect(start.applied.css).toContain('padding: 16px;');
    const broken = editSx(start, '{ p: 2, bgcolor: }', systemTheme);
    expect(broken.current).toEqual({ ok: false, messages: ['Line 1, column 18: `bgcolor` needs a value after the colon.'], line: 1, column: 18 });
    expect(broken.applied).toBe(start.applied);
    const fixed = editSx(broken, "{ p: 2, bgcolor: 'secondary.main' }", systemTheme);
    expect(fixed.applied.css).toContain('background-color: #9c27b0;');
    expect(evaluateSx('{}', systemTheme)).toMatchObject({ ok: true, css: '', notes: ['This sx gives no CSS.'] });
    expect(() => initialSxPlayground('{', systemTheme)).toThrow(/starting text is not valid/);
  });

  it('starts from presets that are valid with the site theme and have no notes', () => {
    for (const preset of Object.values(SX_PRESETS).flat()) {
      const result = evaluateSx(preset.text, siteTheme);
      expect(result, preset.label).toMatchObject({ ok: true, notes: [] });
    }
  });
});
