import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { CodeBlock } from './codeBlocks';

/** A compiler message about one snippet, placed at its line in the MDX file. */
export interface SnippetError {
  where: string;
  message: string;
}

/** The project's compiler options (tsconfig.json), as a snippet in a page would be compiled in a reader's strict project. */
function projectOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  // Each snippet is its own module, even when it has no import (a type-only example).
  // Unused names are allowed: a snippet may declare a theme or a handler only to show it.
  return { ...options, moduleDetection: ts.ModuleDetectionKind.Force, noEmit: true, paths: undefined, noUnusedLocals: false, noUnusedParameters: false };
}

/** Snippets that augment a module (`declare module '@mui/material/styles'`) change types for every file of a program. */
const augments = (code: string) => /^\s*declare\s+module\s+['"]/m.test(code);

/**
 * Compiles snippets as standalone modules against the installed packages and returns every
 * error, mapped back to the MDX line. Snippets that augment modules get a program each (their
 * augmentations must not leak into other snippets); all others share one. Library source files
 * are parsed once and shared between programs.
 */
export function compileSnippets(root: string, blocks: CodeBlock[]): SnippetError[] {
  const options = projectOptions(root);
  // Virtual files inside the repository, so `@mui/material` resolves from its node_modules.
  const dir = path.join(root, '.snippets');
  const virtual = new Map<string, CodeBlock>();
  blocks.forEach((block, i) => virtual.set(path.join(dir, `snippet-${i}.${block.lang}`), block));

  const base = ts.createCompilerHost(options, true);
  const shared = new Map<string, ts.SourceFile | undefined>();
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (file) => virtual.has(file) || base.fileExists(file),
    readFile: (file) => virtual.get(file)?.code ?? base.readFile(file),
    getSourceFile(file, languageVersion, onError) {
      const block = virtual.get(file);
      if (block) return ts.createSourceFile(file, block.code, languageVersion, true, block.lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      if (!shared.has(file)) shared.set(file, base.getSourceFile(file, languageVersion, onError));
      return shared.get(file);
    },
  };

  const files = [...virtual.keys()];
  const groups = [files.filter((f) => !augments(virtual.get(f)!.code)), ...files.filter((f) => augments(virtual.get(f)!.code)).map((f) => [f])];
  const errors: SnippetError[] = [];
  let oldProgram: ts.Program | undefined;
  for (const rootNames of groups.filter((g) => g.length > 0)) {
    const program: ts.Program = ts.createProgram({ rootNames, options, host, oldProgram });
    oldProgram = program;
    for (const file of rootNames) {
      const source = program.getSourceFile(file)!;
      const block = virtual.get(file)!;
      for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
        const line = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line;
        errors.push({ where: `${block.file}:${block.line + line}`, message: `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}` });
      }
    }
  }
  return errors;
}

/** Whether `pkg` is installed for this repository (its package.json is in node_modules). */
export const isInstalled = (root: string, pkg: string): boolean => existsSync(path.join(root, 'node_modules', pkg, 'package.json'));
