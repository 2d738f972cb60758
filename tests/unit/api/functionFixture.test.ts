/**
 * The function generator on a small package written here (JSDoc that @mui/system's declarations do
 * not use: @param, @returns, @deprecated, @ignore, overloads of a function declaration, a rest
 * parameter, a default export of a folder entry point), and the usage finder of function pages.
 */
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeBlocksOf, findDemoUsage, functionsImported } from '../../../site/build/api/findDemoUsage';
import { createFunctionProgram } from '../../../site/build/api/functionProgram';
import { functionImports } from '../../../site/build/api/functionProgram';
import type { FunctionProgram } from '../../../site/build/api/functionProgram';
import { generateFunctionDoc } from '../../../site/build/api/generateFunctionDoc';

let root: string;
let api: FunctionProgram;

async function write(file: string, text: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

const INDEX = `
export interface FormatOptions {
  /**
   * Digits after the point.
   * @default 2
   */
  digits?: number;
  /** Currency code, e.g. \`EUR\`. */
  currency: string;
  /** @ignore */
  internal?: boolean;
}
/**
 * Formats an amount of money.
 * @param amount The amount in cents.
 * @param options How to format it.
 * @returns The text to show.
 */
export declare function formatAmount(amount: number, options?: FormatOptions): string;
/**
 * @param amounts Amounts to add first.
 */
export declare function formatAmount(...amounts: number[]): string;
/** @deprecated Use formatAmount instead. */
export declare function oldFormat(value: number): string;
export declare const rate: number;
export { default as sum } from './sum/index.js';
`;

beforeAll(async () => {
  root = await realpath(await mkdtemp(path.join(tmpdir(), 'function-api-')));
  const pkg = path.join(root, 'node_modules/fixture-fns');
  await write(path.join(pkg, 'package.json'), JSON.stringify({ name: 'fixture-fns', version: '1.0.0', types: 'index.d.ts' }));
  await write(path.join(pkg, 'index.d.ts'), INDEX);
  await write(path.join(pkg, 'sum/index.d.ts'), "export { default } from './sum.js';\n");
  await write(path.join(pkg, 'sum/sum.d.ts'), 'export default function sum(a: number, b?: number): number;\n');
  api = createFunctionProgram('fixture-fns', root);
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a function with JSDoc and overloads', () => {
  it('finds the exported functions only', () => {
    expect([...api.functions.keys()].sort()).toEqual(['formatAmount', 'oldFormat', 'sum']);
  });

  it('reads the description, @param and @returns texts of each overload', async () => {
    const doc = await generateFunctionDoc(api, 'formatAmount', 'system');
    expect(doc.description).toBe('Formats an amount of money.');
    expect(doc.signatures).toHaveLength(2);
    expect(doc.signatures[0]?.parameters).toEqual([
      { name: 'amount', type: 'number', optional: false, rest: false, description: 'The amount in cents.' },
      { name: 'options', type: 'FormatOptions', optional: true, rest: false, description: 'How to format it.' },
    ]);
    expect(doc.signatures[0]?.returns).toEqual({ type: 'string', description: 'The text to show.' });
    expect(doc.signatures[1]?.parameters).toEqual([
      { name: 'amounts', type: 'number[]', optional: true, rest: true, description: 'Amounts to add first.' },
    ]);
    expect(doc.signatures[1]?.code).toBe('function formatAmount(...amounts: number[]): string;');
  });

  it('lists the options with @default, required marks, and without @ignore ones', async () => {
    const doc = await generateFunctionDoc(api, 'formatAmount', 'system');
    expect(doc.options).toEqual([
      {
        parameter: 'options',
        properties: [
          { name: 'currency', type: 'string', description: 'Currency code, e.g. `EUR`.', required: true },
          { name: 'digits', type: 'number', description: 'Digits after the point.', required: false, default: '2' },
        ],
      },
    ]);
  });

  it('marks a deprecated function', async () => {
    expect((await generateFunctionDoc(api, 'oldFormat', 'system')).deprecated).toBe('Use formatAmount instead.');
    expect((await generateFunctionDoc(api, 'formatAmount', 'system')).deprecated).toBeUndefined();
  });

  it('imports a folder default export from its entry point', () => {
    expect(functionImports(api, api.functions.get('sum')!)).toEqual(["import sum from 'fixture-fns/sum';", "import { sum } from 'fixture-fns';"]);
    expect(functionImports(api, api.functions.get('formatAmount')!)).toEqual(["import { formatAmount } from 'fixture-fns';"]);
  });

  it('refuses a name the package does not export as a function', async () => {
    await expect(generateFunctionDoc(api, 'rate', 'system')).rejects.toThrow(/no function named "rate"/);
  });
});

describe('pages that use a function', () => {
  const imports = {
    createBox: ["import createBox from '@mui/system/createBox';", "import { createBox } from '@mui/system';"],
    useTheme: ["import useTheme from '@mui/system/useTheme';", "import { useTheme } from '@mui/system';"],
  };

  it('matches the import forms of the page, whatever the local name, and not type-only imports', () => {
    expect(functionsImported("import makeBox from '@mui/system/createBox';", 'a.tsx', imports)).toEqual(['createBox']);
    expect(functionsImported("import { useTheme as useSystemTheme, Box } from '@mui/system';", 'a.tsx', imports)).toEqual(['useTheme']);
    expect(functionsImported("import { useTheme } from '@mui/material/styles';", 'a.tsx', imports)).toEqual([]);
    expect(functionsImported("import type { createBox } from '@mui/system';", 'a.tsx', imports)).toEqual([]);
  });

  it('reads ts and tsx code blocks of a page, not other languages', () => {
    const mdx = ['```tsx', 'const a = 1;', '```', '```bash', 'npm i', '```', '```ts fragment', 'const b = 2;', '```'].join('\n');
    expect(codeBlocksOf(mdx)).toEqual(['const a = 1;\n', 'const b = 2;\n']);
  });

  it('finds pages through their demos and their code blocks', async () => {
    const content = path.join(root, 'site/content');
    const demos = path.join(root, 'stories/demos');
    await write(path.join(content, 'system/react-box.mdx'), "import * as Custom from '@demos/system/react-box/Custom.tsx?demo';\n\n# Box\n");
    await write(path.join(demos, 'system/react-box/Custom.tsx'), "import createBox from '@mui/system/createBox';\nexport default createBox();\n");
    await write(path.join(content, 'system/styled.mdx'), "# styled\n\n```tsx\nimport { useTheme } from '@mui/system';\n```\n");
    await write(path.join(content, 'system/other.mdx'), "# Other\n\n```tsx\nimport { styled } from '@mui/system';\n```\n");
    const usage = await findDemoUsage(content, demos, { collect: (source, file) => functionsImported(source, file, imports), codeBlocks: true });
    expect(usage).toEqual({
      createBox: [{ title: 'Box', pathname: '/system/react-box' }],
      useTheme: [{ title: 'styled', pathname: '/system/styled' }],
    });
  });
});
