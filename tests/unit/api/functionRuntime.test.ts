/**
 * Every function API page against the installed package's runtime (functionRuntimeSource.ts): the page
 * exists exactly for the documented functions the package exports, its import lines give that very
 * function, its overloads require as many arguments as the function's `.length`, and its options
 * tables list exactly the properties the function's source reads (defaults included where both give
 * one). A difference fails unless ALLOWED explains it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFunctionDoc, listFunctions } from '../../../site/build/api/generateFunctionDoc';
import { getFunctionProgram, releaseFunctionPrograms } from '../../../site/build/api/functionProgram';
import type { ApiFunctionDoc } from '../../../site/build/api/functionTypes';
import { API_FUNCTIONS, API_PACKAGES, isApiProduct } from '../../../site/build/api/products';
import { importedValue, runtimeExport, runtimeOptions } from './functionRuntimeSource';

/** `<package> <function>.<parameter>.<property>` -> why the page and the runtime source rightly differ. */
const ALLOWED: Readonly<Record<string, string>> = Object.fromEntries(
  ['label', 'shouldForwardProp', 'target'].map((name) => [
    `@mui/system styled.options.${name}`,
    "Emotion's own option (FilteringStyledOptions/StyledOptions): styled passes the rest of its options on to @mui/styled-engine.",
  ]),
);

type RuntimeFunction = (...args: never[]) => unknown;
const docs: ApiFunctionDoc[] = [];
const differences: string[] = [];

const products = Object.keys(API_FUNCTIONS).filter(isApiProduct).filter((product) => API_FUNCTIONS[product].length > 0);

beforeAll(async () => {
  for (const product of products) {
    const api = getFunctionProgram(API_PACKAGES[product]);
    for (const name of listFunctions(product, api)) docs.push(await generateFunctionDoc(api, name, product));
  }
}, 120_000);

afterAll(() => releaseFunctionPrograms());

/** Arguments a call must pass: the fewest leading required parameters over the overloads. */
const requiredArguments = (doc: ApiFunctionDoc) =>
  Math.min(...doc.signatures.map((signature) => signature.parameters.findIndex((p) => p.optional) === -1 ? signature.parameters.length : signature.parameters.findIndex((p) => p.optional)));

describe('function API pages against the runtime', () => {
  it('has a page for each documented function the package exports at run time, and no other', () => {
    for (const product of products) {
      const exported = API_FUNCTIONS[product].filter((name) => typeof runtimeExport(API_PACKAGES[product], name) === 'function');
      expect(docs.filter((doc) => doc.packageName === API_PACKAGES[product]).map((doc) => doc.name)).toEqual(exported);
    }
    expect(docs.map((doc) => doc.name)).toEqual(['createBox', 'createContainer', 'createGrid', 'createStack', 'styled', 'useTheme', 'useMediaQuery']);
  });

  it('shows import lines that each give the package root\'s function', () => {
    for (const doc of docs) {
      for (const line of doc.imports) expect(importedValue(line), line).toBe(runtimeExport(doc.packageName, doc.name));
    }
  });

  it('requires as many arguments as the runtime function declares (.length)', () => {
    for (const doc of docs) {
      const fn = runtimeExport(doc.packageName, doc.name) as RuntimeFunction;
      expect(requiredArguments(doc), doc.name).toBe(fn.length);
    }
  });

  it('lists the options the runtime source reads, with the same defaults', () => {
    let compared = 0;
    for (const doc of docs) {
      const fn = runtimeExport(doc.packageName, doc.name) as RuntimeFunction;
      for (const options of doc.options) {
        const index = doc.signatures[0]!.parameters.findIndex((p) => p.name === options.parameter);
        const runtime = runtimeOptions(fn, index);
        const key = (property: string) => `${doc.packageName} ${doc.name}.${options.parameter}.${property}`;
        if (!runtime) {
          differences.push(`${key('*')} (the runtime reads no property of this parameter)`);
          continue;
        }
        compared += 1;
        const listed = new Set(options.properties.map((p) => p.name));
        for (const name of runtime.names.keys()) if (!listed.has(name)) differences.push(`${key(name)} (missing from the page)`);
        for (const property of options.properties) {
          if (!runtime.names.has(property.name)) {
            differences.push(`${key(property.name)} (${runtime.rest ? 'passed on with the rest' : 'not read at run time'})`);
            continue;
          }
          const runtimeDefault = runtime.names.get(property.name);
          if (property.default !== undefined && runtimeDefault !== undefined && property.default !== runtimeDefault) {
            differences.push(`${key(property.name)} (@default ${property.default}, runtime default ${runtimeDefault})`);
          }
        }
      }
    }
    // createBox, createContainer, createGrid, createStack, styled and useMediaQuery take an options object.
    expect(compared).toBe(6);
    const unexplained = differences.filter((difference) => !Object.hasOwn(ALLOWED, difference.replace(/ \(.*$/, '')));
    expect(unexplained).toEqual([]);
  });

  it('keeps no allow-list entry that no longer explains a difference', () => {
    const found = new Set(differences.map((difference) => difference.replace(/ \(.*$/, '')));
    expect(Object.keys(ALLOWED).filter((key) => !found.has(key))).toEqual([]);
  });
});
