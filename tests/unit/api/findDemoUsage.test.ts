import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentsImported, findDemoUsage, pageTitle } from '../../../site/build/api/findDemoUsage';

let root: string;
const content = () => path.join(root, 'site/content');
const demos = () => path.join(root, 'stories/demos');

async function write(file: string, text: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'demo-usage-'));
  await write(
    path.join(content(), 'material-ui/react-button.mdx'),
    [
      "import * as BasicButtons from '@demos/material/button/BasicButtons.tsx?demo';",
      "import * as IconButtons from '@demos/material/button/IconButtons?demo';",
      "import * as Missing from '@demos/material/button/Missing.tsx?demo';",
      '',
      '```md',
      '# Not the title',
      '```',
      '# Button',
      '',
      '<Demo demo={BasicButtons} />',
    ].join('\n'),
  );
  await write(
    path.join(content(), 'material-ui/components/react-stack.mdx'),
    "# Stack\n\nimport * as Spacing from './demos/Spacing.tsx?demo';\n",
  );
  await write(path.join(content(), 'material-ui/getting-started/usage.mdx'), '# Usage\n\nNo demos here.\n');
  await write(
    path.join(demos(), 'material/button/BasicButtons.tsx'),
    [
      "import Stack from '@mui/material/Stack';",
      "import MuiButton from '@mui/material/Button';",
      "import { Button, type SxProps, Tooltip as Tip } from '@mui/material';",
      "import type { Theme } from '@mui/material';",
      "import Box from '@mui/system/Box';",
      "import { useTheme } from '@mui/material/styles';",
      'export default function BasicButtons() { return <Stack><MuiButton /><Button /><Tip title="t"><Box /></Tip></Stack>; }',
    ].join('\n'),
  );
  await write(path.join(demos(), 'material/button/IconButtons.tsx'), "import IconButton from '@mui/material/IconButton';\n");
  await write(
    path.join(content(), 'material-ui/components/demos/Spacing.tsx'),
    "import { Stack, Button } from '@mui/material';\n",
  );
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('findDemoUsage', () => {
  it('maps each component a demo imports to the pages showing that demo', async () => {
    const usage = await findDemoUsage(content(), demos());
    const buttonPage = { title: 'Button', pathname: '/material-ui/react-button' };
    const stackPage = { title: 'Stack', pathname: '/material-ui/components/react-stack' };
    expect(usage.Button).toEqual([stackPage, buttonPage].sort((a, b) => a.pathname.localeCompare(b.pathname)));
    expect(usage.Stack).toHaveLength(2);
    expect(usage.Tooltip).toEqual([buttonPage]);
    expect(usage.IconButton).toEqual([buttonPage]);
    expect(Object.keys(usage).sort()).toEqual(['Button', 'IconButton', 'Stack', 'Tooltip']);
  });

  it('can collect another package', async () => {
    const usage = await findDemoUsage(content(), demos(), { packageName: '@mui/system' });
    expect(usage).toEqual({ Box: [{ title: 'Button', pathname: '/material-ui/react-button' }] });
  });

  it('returns nothing for a missing content folder', async () => {
    expect(await findDemoUsage(path.join(root, 'nope'), demos())).toEqual({});
  });
});

describe('helpers', () => {
  it('takes the first # heading outside code fences as the page title', () => {
    expect(pageTitle('```\n# code\n```\n# Real title\n## Sub', 'x.mdx')).toBe('Real title');
    expect(pageTitle('no heading', '/a/react-chip.mdx')).toBe('react-chip');
  });

  it('ignores type-only imports, hooks and other packages', () => {
    const source = "import { type ButtonProps, Chip, useMediaQuery } from '@mui/material';\nimport type Card from '@mui/material/Card';";
    expect(componentsImported(source, 'Demo.tsx', '@mui/material')).toEqual(['Chip']);
  });
});
