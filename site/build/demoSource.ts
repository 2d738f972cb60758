import ts from 'typescript';
import { format } from 'prettier';
import { createLowlight, common } from 'lowlight';
import { toHtml } from 'hast-util-to-html';
import type { DemoSource } from '../../src/components/code/Demo';

const lowlight = createLowlight(common);
const highlight = (code: string, language: 'tsx' | 'jsx') =>
  toHtml(lowlight.highlight(language === 'tsx' ? 'typescript' : 'javascript', code));

/** Strips the types from a TS demo: the JS variant is generated, never kept twice. */
export async function tsToJs(tsSource: string): Promise<string> {
  // Blank lines do not survive the TypeScript emitter; mark them so the JS keeps the same rhythm.
  const marked = tsSource.replace(/\n\s*\n/g, '\n/*__blank__*/\n');
  const { outputText } = ts.transpileModule(marked, {
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: false },
  });
  const restored = outputText.replace(/^\s*\/\*__blank__\*\/\s*$/gm, '');
  return format(restored, { parser: 'babel', singleQuote: true, printWidth: 85, trailingComma: 'all' });
}

/** Both variants of a demo, with their highlighted HTML. */
export async function demoSource(tsSource: string): Promise<DemoSource> {
  const tsCode = tsSource.trimEnd() + '\n';
  const jsCode = await tsToJs(tsCode);
  return { ts: tsCode, js: jsCode, tsHtml: highlight(tsCode, 'tsx'), jsHtml: highlight(jsCode, 'jsx') };
}
