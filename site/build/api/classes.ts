/**
 * CSS classes of a component: the keys of the `<Name>Classes` interface (`buttonClasses.d.ts`) with
 * their JSDoc, and the global class name each key gets at run time (`buttonClasses.root`).
 */
import { docOf } from './jsdoc';
import { moduleExport, type ApiProgram } from './program';
import type { ApiClass } from './types';

/** Global class name when the runtime object is unavailable (MUI's `generateUtilityClass` shape). */
function fallbackClassName(componentName: string, key: string): string {
  return `Mui${componentName}-${key}`;
}

export function extractClasses(
  api: ApiProgram,
  componentName: string,
  runtime: Record<string, string>,
): ApiClass[] {
  const symbols = api.components.get(componentName);
  if (!symbols) return [];
  const classesInterface = moduleExport(api, symbols, `${componentName}Classes`);
  if (!classesInterface) return [];
  const type = api.checker.getDeclaredTypeOfSymbol(classesInterface);
  const result: ApiClass[] = [];
  for (const property of api.checker.getPropertiesOfType(type)) {
    const declaration = property.declarations?.[0];
    const doc = declaration ? docOf(api.checker, declaration) : { description: '', hidden: false };
    if (doc.hidden) continue;
    result.push({
      key: property.name,
      className: runtime[property.name] ?? fallbackClassName(componentName, property.name),
      description: doc.description,
      ...(doc.deprecated !== undefined ? { deprecated: doc.deprecated } : {}),
    });
  }
  return result;
}
