/**
 * Joy UI's API pages, from the @mui/joy 5.0.0-beta.49 declarations (node_modules/@mui/joy/<Name>/*.d.ts,
 * its nested @mui/system 6 for Box, Grid, Stack and Container) and its runtime `<name>Classes` objects.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoUsage } from '../../../site/build/api/findDemoUsage';
import { generateApiDoc } from '../../../site/build/api/generateApiDoc';
import { getApiProgram, releaseApiPrograms } from '../../../site/build/api/program';
import type { ApiDoc, ApiProp } from '../../../site/build/api/types';
import { componentsApiTabs, declaredDemoPages, declaredGrouping } from '../../../site/build/componentsApi';

const PACKAGE = '@mui/joy';
const docs = new Map<string, ApiDoc>();

beforeAll(async () => {
  const program = getApiProgram(PACKAGE);
  const demos = { Button: [{ title: 'Button', pathname: '/joy-ui/react-button' }] };
  for (const name of ['Button', 'ListItemDecorator', 'Autocomplete', 'Box', 'Grid', 'MenuItem', 'Select']) {
    docs.set(name, await generateApiDoc(name, PACKAGE, { program, demos }));
  }
  releaseApiPrograms();
}, 180_000);

function prop(name: string, propName: string): ApiProp {
  const found = docs.get(name)?.props.find((p) => p.name === propName);
  if (!found) throw new Error(`${name} has no prop ${propName}`);
  return found;
}

const names = (name: string) => docs.get(name)?.props.map((p) => p.name) ?? [];
/** The quoted values of a union type: "'plain' | 'soft'" -> ["'plain'", "'soft'"]. */
const values = (type: string) => type.split('|').map((part) => part.trim());

describe('Joy Button', () => {
  it("lists variant with exactly 'outlined', 'plain', 'soft' and 'solid', default 'solid'", () => {
    expect(values(prop('Button', 'variant').type)).toEqual(["'outlined'", "'plain'", "'soft'", "'solid'"]);
    expect(prop('Button', 'variant').default).toBe("'solid'");
    expect(prop('Button', 'variant').description).toMatch(/global variant/);
  });

  it('spells the colour and size values, with their defaults', () => {
    expect(values(prop('Button', 'color').type)).toEqual(["'danger'", "'neutral'", "'primary'", "'success'", "'warning'"]);
    expect(prop('Button', 'color').default).toBe("'primary'");
    expect(prop('Button', 'size')).toMatchObject({ type: "'sm' | 'md' | 'lg'", default: "'md'" });
    expect(prop('Button', 'loadingPosition').default).toBe("'center'");
  });

  it('has import lines, slots, Joy class names and its demos', () => {
    const button = docs.get('Button')!;
    expect(button.pathname).toBe('/joy-ui/api/button');
    expect(button.imports).toEqual(["import Button from '@mui/joy/Button';", "import { Button } from '@mui/joy';"]);
    expect(button.slots.map((slot) => slot.name)).toEqual(['root', 'startDecorator', 'endDecorator', 'loadingIndicatorCenter']);
    expect(button.classes.map((c) => c.className)).toEqual(expect.arrayContaining(['MuiButton-root', 'MuiButton-variantSolid', 'Mui-disabled']));
    expect(button.demos).toEqual([{ title: 'Button', pathname: '/joy-ui/react-button' }]);
    expect(button.rootElement).toBe('button');
  });
});

describe('other Joy components', () => {
  it('ListItemDecorator and Autocomplete get their pages', () => {
    expect(docs.get('ListItemDecorator')?.pathname).toBe('/joy-ui/api/list-item-decorator');
    expect(names('ListItemDecorator')).toEqual(expect.arrayContaining(['children', 'component', 'slots', 'sx']));
    expect(names('Autocomplete')).toEqual(expect.arrayContaining(['options', 'renderOption', 'multiple', 'aria-label', 'variant']));
    expect(prop('Autocomplete', 'variant').default).toBe("'outlined'");
  });

  it("reads the props Box and Grid inherit from Joy's nested @mui/system 6", () => {
    expect(names('Box')).toEqual(['component', 'sx']);
    expect(names('Grid')).toEqual(expect.arrayContaining(['columns', 'container', 'spacing', 'size', 'offset']));
    expect(prop('Grid', 'columns').default).toBe('12');
  });

  it("documents MenuItem's props, read by its inner component, and Select's own `component` overload", () => {
    expect(names('MenuItem')).toEqual(expect.arrayContaining(['color', 'disabled', 'orientation', 'selected', 'variant']));
    expect(prop('MenuItem', 'variant').default).toBe("'plain'");
    expect(docs.get('MenuItem')?.inheritance).toEqual({ component: 'ListItemButton', pathname: '/joy-ui/api/list-item-button' });
    expect(names('Select')).toContain('component');
  });
});

describe('Joy component pages and their "Component API" tab', () => {
  it('groups the components the declarations say a page demos, the page\'s own component first', async () => {
    const grouping = await declaredGrouping(process.cwd(), 'joy-ui');
    expect(grouping.get('react-list')).toEqual([
      'list', 'list-divider', 'list-item', 'list-item-button', 'list-item-content', 'list-item-decorator', 'list-subheader',
    ]);
    expect(grouping.get('react-menu')?.[0]).toBe('menu');
    expect(grouping.get('react-button')).toEqual(['button', 'icon-button']);
  });

  it('reads only the "Demos" part of a JSDoc block', () => {
    const declaration = '/**\n * Demos:\n *\n * - [Lists](https://mui.com/joy-ui/react-list/)\n *\n * API:\n *\n * - [List API](https://mui.com/joy-ui/api/list/)\n */';
    expect(declaredDemoPages(declaration, 'joy-ui')).toEqual(['react-list']);
    expect(declaredDemoPages(declaration, 'material-ui')).toEqual([]);
  });

  describe('with pages and demos on disk', () => {
    let root: string;
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    };

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'joy-api-'));
      await mkdir(path.join(root, 'node_modules/@mui'), { recursive: true });
      // The package the declarations are read from: the installed one.
      await symlink(path.resolve('node_modules/@mui/joy'), path.join(root, 'node_modules/@mui/joy'));
      await write(
        'site/content/joy-ui/react-list.mdx',
        "# Lists\n\nimport * as Planner from '@demos/joy/list/Planner.tsx?demo';\n\n<Demo demo={Planner} />\n\n- [Sheet](/joy-ui/api/sheet)\n",
      );
      await write('site/content/joy-ui/react-badge.mdx', '# Badge\n\nNo API link and no demo yet.\n');
      await write(
        'stories/demos/joy/list/Planner.tsx',
        "import List from '@mui/joy/List';\nimport { ListItem } from '@mui/joy';\nimport Button from '@mui/material/Button';\nexport default function Planner() { return null; }\n",
      );
    });
    afterAll(() => rm(root, { recursive: true, force: true }));

    it('gives a written page its tab: declared components, then the ones it links', async () => {
      const known = ['badge', 'list', 'list-divider', 'list-item', 'list-item-button', 'list-item-content', 'list-item-decorator', 'list-subheader', 'sheet'];
      const tabs = await componentsApiTabs(root, 'joy-ui', known);
      expect(tabs['/joy-ui/react-list']).toEqual({
        title: 'Lists',
        apis: ['list', 'list-divider', 'list-item', 'list-item-button', 'list-item-content', 'list-item-decorator', 'list-subheader', 'sheet'],
      });
      // Written, declared by Badge's JSDoc: it has its tab too. A page that is not written has none.
      expect(tabs['/joy-ui/react-badge']?.apis).toEqual(['badge']);
      expect(Object.keys(tabs).sort()).toEqual(['/joy-ui/react-badge', '/joy-ui/react-list']);
    });

    it("lists a Joy page under the demos of the Joy components its demos import, not Material's", async () => {
      const usage = await findDemoUsage(path.join(root, 'site/content'), path.join(root, 'stories/demos'), { packageName: PACKAGE });
      expect(usage).toEqual({
        List: [{ title: 'Lists', pathname: '/joy-ui/react-list' }],
        ListItem: [{ title: 'Lists', pathname: '/joy-ui/react-list' }],
      });
    });
  });
});
