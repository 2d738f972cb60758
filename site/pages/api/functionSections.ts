/** The sections of a function's API page, in order: its table of contents and its h2 ids. */
import type { ApiFunctionDoc } from '../../build/api/functionTypes';

export type FunctionSection =
  | { kind: 'import' | 'signature' | 'parameters' | 'returns' | 'demos'; id: string; text: string }
  | { kind: 'options'; id: string; text: string; parameter: string };

export function functionSections(api: ApiFunctionDoc): FunctionSection[] {
  const sections: FunctionSection[] = [
    ...(api.demos.length > 0 ? [{ kind: 'demos', id: 'demos', text: 'Used on' } as const] : []),
    { kind: 'import', id: 'import', text: 'Import' },
    { kind: 'signature', id: 'signature', text: api.signatures.length > 1 ? 'Signatures' : 'Signature' },
  ];
  if (api.signatures.some((signature) => signature.parameters.length > 0)) sections.push({ kind: 'parameters', id: 'parameters', text: 'Parameters' });
  for (const { parameter } of api.options) {
    sections.push({ kind: 'options', id: `${parameter.toLowerCase()}-properties`, text: `Properties of ${parameter}`, parameter });
  }
  sections.push({ kind: 'returns', id: 'returns', text: 'Returns' });
  return sections;
}
