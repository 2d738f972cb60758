/**
 * Facts read from the @mui/material 7.2.0 declarations (node_modules/@mui/material/<Name>/<Name>.d.ts,
 * <name>Classes.d.ts) and its runtime `<name>Classes` objects.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApi } from '../../../site/build/api/generate';
import { generateApiDoc } from '../../../site/build/api/generateApiDoc';
import { findInheritanceFromProps } from '../../../site/build/api/inheritance';
import { getApiProgram, type ApiProgram } from '../../../site/build/api/program';
import type { ApiDoc, ApiProp } from '../../../site/build/api/types';

const SETUP_MS = 180_000;
let api: ApiProgram;
const docs = new Map<string, ApiDoc>();
const demos = { Button: [{ title: 'Button', pathname: '/material-ui/react-button' }] };

beforeAll(async () => {
  api = getApiProgram('@mui/material');
  const names = ['Button', 'ButtonBase', 'TextField', 'Slider', 'Fade', 'Autocomplete', 'Menu', 'InitColorSchemeScript'];
  for (const name of [...names, 'Input', 'FilledInput', 'Alert', 'AppBar', 'Card', 'SpeedDial']) {
    docs.set(name, await generateApiDoc(name, '@mui/material', { demos, program: api }));
  }
}, SETUP_MS);

function doc(name: string): ApiDoc {
  const found = docs.get(name);
  if (!found) throw new Error(`${name} was not generated`);
  return found;
}

function prop(name: string, propName: string): ApiProp {
  const found = doc(name).props.find((p) => p.name === propName);
  if (!found) throw new Error(`${name} has no prop ${propName}`);
  return found;
}

describe('Button', () => {
  it('documents variant, disabled and color with their @default', () => {
    expect(prop('Button', 'variant').type).toContain("'text'");
    expect(prop('Button', 'variant').type).toBe("'text' | 'outlined' | 'contained'");
    expect(prop('Button', 'variant').default).toBe("'text'");
    expect(prop('Button', 'variant').description).toBe('The variant to use.');
    expect(prop('Button', 'disabled').default).toBe('false');
    expect(prop('Button', 'color').default).toBe("'primary'");
    expect(prop('Button', 'color').type).toContain("'warning'");
    expect(prop('Button', 'variant').required).toBe(false);
  });

  it('lists its own props, `component` and the ButtonBase prop MUI documents on it (disableRipple)', () => {
    const names = doc('Button').props.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['children', 'classes', 'component', 'endIcon', 'loading', 'startIcon', 'sx']));
    expect(prop('Button', 'disableRipple')).toMatchObject({ type: 'boolean', default: 'false' });
    expect(prop('Button', 'disableRipple').description).toMatch(/^If `true`, the ripple effect is disabled\./);
    // The rest of ButtonBase's, the DOM's and the package-wide ones are inherited, not repeated.
    for (const inherited of ['centerRipple', 'TouchRippleProps', 'onClick', 'type', 'className', 'style', 'ref', 'focusVisibleClassName']) {
      expect(names).not.toContain(inherited);
    }
  });

  it('maps class keys to the runtime class names', () => {
    const classes = doc('Button').classes;
    expect(classes.find((c) => c.key === 'root')?.className).toBe('MuiButton-root');
    expect(classes.find((c) => c.key === 'root')?.description).toBe('Styles applied to the root element.');
    // State classes are global.
    expect(classes.find((c) => c.key === 'disabled')?.className).toBe('Mui-disabled');
  });

  it('flags the v7 deprecated compound classes', () => {
    const textPrimary = doc('Button').classes.find((c) => c.key === 'textPrimary');
    expect(textPrimary?.deprecated).toMatch(/^Combine the \[\.MuiButton-text\]/);
    expect(doc('Button').classes.find((c) => c.key === 'text')?.deprecated).toBeUndefined();
  });

  it('inherits ButtonBase, renders a button, forwards its ref', () => {
    expect(doc('Button').inheritance).toEqual({ component: 'ButtonBase', pathname: '/material-ui/api/button-base' });
    expect(doc('Button').rootElement).toBe('button');
    expect(doc('Button').forwardsRef).toBe(true);
    expect(doc('Button').pathname).toBe('/material-ui/api/button');
  });

  it('has both import lines and the demos passed in', () => {
    expect(doc('Button').imports).toEqual(["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"]);
    expect(doc('Button').demos).toEqual(demos.Button);
    expect(doc('ButtonBase').demos).toEqual([]);
  });

  it('has no slots prop', () => {
    expect(doc('Button').slots).toEqual([]);
  });
});

describe('other components', () => {
  it('ButtonBase inherits nothing', () => {
    expect(doc('ButtonBase').inheritance).toBeUndefined();
    expect(doc('ButtonBase').props.map((p) => p.name)).toEqual(expect.arrayContaining(['centerRipple', 'disableRipple']));
  });

  it('TextField: slots with @default, deprecated props, FormControl inheritance', () => {
    const slots = doc('TextField').slots;
    expect(slots.map((s) => s.name)).toEqual(['root', 'input', 'inputLabel', 'htmlInput', 'formHelperText', 'select']);
    expect(slots.find((s) => s.name === 'root')).toEqual({
      name: 'root',
      description: 'The component that renders the root.',
      default: 'FormControl',
    });
    expect(prop('TextField', 'InputProps').deprecated).toMatch(/slotProps\.input/);
    expect(prop('TextField', 'variant').default).toBe("'outlined'");
    expect(doc('TextField').inheritance).toEqual({ component: 'FormControl', pathname: '/material-ui/api/form-control' });
  });

  it('Slider: slots from an inline `slots` type, deprecated `components`', () => {
    expect(doc('Slider').slots.map((s) => s.name)).toEqual(
      expect.arrayContaining(['root', 'track', 'rail', 'thumb', 'mark', 'markLabel', 'valueLabel', 'input']),
    );
    expect(prop('Slider', 'components').deprecated).toBeDefined();
    expect(prop('Slider', 'slots').deprecated).toBeUndefined();
  });

  it('Fade inherits react-transition-group Transition and requires children', () => {
    expect(doc('Fade').inheritance?.component).toBe('Transition');
    expect(doc('Fade').inheritance?.pathname).toMatch(/^https:\/\/reactcommunity\.org\/react-transition-group/);
    expect(prop('Fade', 'children').required).toBe(true);
    expect(doc('Fade').classes).toEqual([]);
  });

  it('Autocomplete (generic function): required props', () => {
    expect(prop('Autocomplete', 'options').required).toBe(true);
    expect(prop('Autocomplete', 'renderInput').required).toBe(true);
    expect(prop('Autocomplete', 'multiple').default).toBe('false');
  });

  it('Menu inherits Popover (not Modal)', () => {
    expect(doc('Menu').inheritance?.component).toBe('Popover');
    expect(findInheritanceFromProps(api, 'Menu')?.component).toBe('Popover');
  });

  it('InitColorSchemeScript is a plain function component', () => {
    expect(doc('InitColorSchemeScript').forwardsRef).toBe(false);
    expect(prop('InitColorSchemeScript', 'defaultMode').default).toBe("'system'");
  });
});

describe('props declared on a base interface', () => {
  it('Input and FilledInput carry the InputBase props MUI documents on them', () => {
    for (const name of ['Input', 'FilledInput']) {
      const names = doc(name).props.map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['autoComplete', 'autoFocus', 'defaultValue', 'endAdornment', 'inputProps', 'inputRef', 'multiline', 'placeholder', 'rows', 'startAdornment', 'value']));
      expect(prop(name, 'multiline').default).toBe('false');
      expect(prop(name, 'onChange').description).toMatch(/Callback fired when the value is changed/);
    }
    expect(doc('Input').props.map((p) => p.name)).not.toContain('renderSuffix');
  });

  it('Alert, AppBar and Card document `children` (declared by Paper)', () => {
    for (const name of ['Alert', 'AppBar', 'Card']) {
      expect(prop(name, 'children')).toMatchObject({ type: 'React.ReactNode', description: 'The content of the component.' });
    }
    // Paper's other props stay inherited.
    expect(doc('Card').props.map((p) => p.name)).not.toContain('elevation');
  });

  it("SpeedDial's TransitionComponent default is `Zoom`, without the next tag's text", () => {
    expect(prop('SpeedDial', 'TransitionComponent').default).toBe('Zoom');
    expect(prop('SpeedDial', 'TransitionComponent').deprecated).toMatch(/^Use `slots\.transition` instead/);
  });
});

describe('inheritance from the props type agrees with the JSDoc "inherits" lines', () => {
  it('for all but the three components whose parent is not visible in their props type', () => {
    const disagreements: string[] = [];
    let checked = 0;
    for (const [name, symbols] of api.components) {
      const text = symbols.component.getDocumentationComment(api.checker).map((part) => part.text).join('');
      const jsdoc = /inherits \[(\w+) API\]/.exec(text)?.[1];
      if (!jsdoc) continue;
      checked += 1;
      if (findInheritanceFromProps(api, name)?.component !== jsdoc) disagreements.push(name);
    }
    expect(checked).toBeGreaterThan(40);
    // Breadcrumbs -> Typography, Select -> OutlinedInput, Switch -> IconButton: taken from the JSDoc.
    expect(disagreements.sort()).toEqual(['Breadcrumbs', 'Select', 'Switch']);
  });
});

describe('generateApi', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'api-docs-'));
  });
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('writes <kebab>.json per component and an index that later partial runs extend', async () => {
    const first = await generateApi({ product: 'material-ui', names: ['Button', 'ButtonBase'], outDir, demos });
    expect(first.names).toEqual(['Button', 'ButtonBase']);
    expect(first.bytes).toBeGreaterThan(1000);
    const written: unknown = JSON.parse(await readFile(path.join(outDir, 'button-base.json'), 'utf8'));
    expect(written).toEqual(doc('ButtonBase'));
    await generateApi({ product: 'material-ui', names: ['Fade'], outDir, demos });
    const index: unknown = JSON.parse(await readFile(path.join(outDir, 'index.json'), 'utf8'));
    expect(index).toEqual([
      { name: 'Button', pathname: '/material-ui/api/button' },
      { name: 'ButtonBase', pathname: '/material-ui/api/button-base' },
      { name: 'Fade', pathname: '/material-ui/api/fade' },
    ]);
  });

  it('skips a run whose inputs did not change, unless forced', async () => {
    const again = await generateApi({ product: 'material-ui', names: ['Fade'], outDir, demos });
    expect(again.cached).toBe(true);
    expect(again.bytes).toBeGreaterThan(0);
    const otherDemos = await generateApi({ product: 'material-ui', names: ['Fade'], outDir, demos: {} });
    expect(otherDemos.cached).toBe(false);
    expect((await generateApi({ product: 'material-ui', names: ['Fade'], outDir, demos: {}, force: true })).cached).toBe(false);
  });

  it("writes the lab's pages into the product's folder without spoiling the Material UI run's cache", async () => {
    const lab = await generateApi({ product: 'material-ui', packageName: '@mui/lab', names: ['Masonry'], outDir, demos: {} });
    expect(lab.cached).toBe(false);
    const masonry = JSON.parse(await readFile(path.join(outDir, 'masonry.json'), 'utf8')) as ApiDoc;
    expect(masonry.pathname).toBe('/material-ui/api/masonry');
    expect(masonry.imports).toEqual(["import Masonry from '@mui/lab/Masonry';", "import { Masonry } from '@mui/lab';"]);
    expect(masonry.props.map((p) => p.name)).toEqual(expect.arrayContaining(['children', 'columns', 'spacing', 'sequential']));
    const index = JSON.parse(await readFile(path.join(outDir, 'index.json'), 'utf8')) as { name: string }[];
    expect(index.map((entry) => entry.name)).toEqual(['Button', 'ButtonBase', 'Fade', 'Masonry']);
    // Each package keeps its own cache key in the shared folder.
    expect((await generateApi({ product: 'material-ui', names: ['Fade'], outDir, demos: {} })).cached).toBe(true);
    expect((await generateApi({ product: 'material-ui', packageName: '@mui/lab', names: ['Masonry'], outDir, demos: {} })).cached).toBe(true);
  });

  it('rejects unknown names', async () => {
    await expect(generateApi({ product: 'material-ui', names: ['Buton'], outDir, demos })).rejects.toThrow(/Buton/);
  });
});
