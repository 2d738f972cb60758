import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every module a file imports (static, re-exports, dynamic `import()`), type-only imports included. */
export function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
}

/** The modules a file loads before it runs: static imports and re-exports, not `import type` nor `import()`. */
export const staticImportsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)]
    .filter((m) => !/^\s*(?:import|export)\s+type\s/.test(m[0]))
    .map((m) => m[1]!);

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
}

/** The files and packages reachable from `entries` through relative imports, as `importsOfFile` lists them. */
export function closureOf(entries: string[], importsOfFile: (file: string) => string[] = importsOf) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of importsOfFile(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const target = resolveLocal(file, specifier);
      if (target && /\.tsx?$/.test(target)) stack.push(target);
    }
  }
  return { files, packages };
}
