/**
 * Every API page lists exactly the props the installed package documents: the generated props (read
 * from the .d.ts files) of every routed component, Material UI's, the lab's and Joy UI's, against the
 * runtime propTypes (propTypesSource.ts). A difference fails unless ALLOWED explains it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateApiDoc } from '../../../site/build/api/generateApiDoc';
import { listComponents } from '../../../site/build/api/listComponents';
import { getApiProgram, releaseApiPrograms } from '../../../site/build/api/program';
import { productEntries, ROUTED_API_PRODUCTS, type ApiEntry } from '../../../site/build/apiPages';
import { PROJECT_ROOT } from '../../../site/build/api/products';
import { documentedPropTypes } from './propTypesSource';

/** Allow-list entries for several props of one component that differ for one reason. */
const each = (component: string, props: readonly string[], reason: string) =>
  Object.fromEntries(props.map((prop) => [`${component}.${prop}`, reason]));

/** `<package> <Component>.<prop>` -> why the page and the propTypes rightly differ. Keep it short. */
const ALLOWED: Readonly<Record<string, string>> = {
  '@mui/material Grid.unstable_level':
    'Grid.d.ts marks it @internal (Grid sets it on nested grids itself); the propTypes validate it anyway.',
  '@mui/system Grid.unstable_level':
    "The same internal prop on @mui/system's Grid (GridProps.d.ts marks it @internal); the propTypes validate it anyway.",
  '@mui/material Slider.component':
    'Slider reads `component` (OverridableComponent types accept it) but its source opts it out of propTypes (eslint-disable react/prop-types).',
  ...each(
    '@mui/joy Grid',
    ['columns', 'columnSpacing', 'container', 'direction', 'offset', 'rowSpacing', 'size', 'spacing', 'wrap'],
    "Joy's Grid is @mui/system's createGrid(): GridProps inherits these, with JSDoc, from its nested @mui/system 6 Grid; Joy's propTypes only spell children and sx.",
  ),
  '@mui/joy MenuItem.id':
    'The exported StableMenuItem reads `id` to give the item a generated one; its propTypes list it without JSDoc (no text, no @default), so the page leaves it out.',
  ...each(
    '@mui/joy Select',
    ['aria-describedby', 'aria-label', 'aria-labelledby', 'slotProps'],
    'Select reads these (the aria ones go to its button) and its typings document them; MUI\'s propTypes generator missed them behind the generic `Multiple` and OverrideProps.',
  ),
};

interface Difference {
  key: string;
  kind: 'missing from the page' | 'not in propTypes';
}

const differences: Difference[] = [];
const checked: string[] = [];

beforeAll(async () => {
  for (const product of ROUTED_API_PRODUCTS) {
    const entries: ApiEntry[] = await productEntries(PROJECT_ROOT, product);
    for (const { name, packageName } of entries) {
      const program = getApiProgram(packageName);
      const dir = program.components.get(name)?.entry.dir ?? name;
      const doc = await generateApiDoc(name, packageName, { program, demos: {} });
      const generated = new Set(doc.props.map((prop) => prop.name));
      const expected = documentedPropTypes(packageName, dir, name);
      checked.push(`${packageName} ${name}`);
      if (!expected) {
        differences.push({ key: `${packageName} ${name}.propTypes`, kind: 'missing from the page' });
        continue;
      }
      for (const prop of expected) if (!generated.has(prop)) differences.push({ key: `${packageName} ${name}.${prop}`, kind: 'missing from the page' });
      for (const prop of generated) if (!expected.includes(prop)) differences.push({ key: `${packageName} ${name}.${prop}`, kind: 'not in propTypes' });
    }
    // One product's programs at a time (Material UI's alone is ~650 MB).
    releaseApiPrograms();
  }
}, 600_000);

describe('generated props against the runtime propTypes', () => {
  it('covers every Material UI component and the lab components the site documents', () => {
    expect(checked.filter((key) => key.startsWith('@mui/material ')).length).toBeGreaterThanOrEqual(130);
    for (const lab of ['Masonry', 'Timeline', 'TimelineDot', 'TabContext', 'TabList', 'TabPanel']) {
      expect(checked).toContain(`@mui/lab ${lab}`);
    }
  });

  it('covers every component @mui/joy exports', () => {
    expect(checked.filter((key) => key.startsWith('@mui/joy '))).toEqual(listComponents('@mui/joy').map((name) => `@mui/joy ${name}`));
  });

  it('finds no difference the allow-list does not explain', () => {
    const unexplained = differences.filter((difference) => !Object.hasOwn(ALLOWED, difference.key));
    expect(unexplained.map((d) => `${d.key} (${d.kind})`)).toEqual([]);
  });

  it('keeps no allow-list entry that no longer explains a difference', () => {
    const found = new Set(differences.map((difference) => difference.key));
    expect(Object.keys(ALLOWED).filter((key) => !found.has(key))).toEqual([]);
  });
});
