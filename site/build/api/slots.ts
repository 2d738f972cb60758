/**
 * Slots of a component: the members of the type of its `slots` prop (a `<Name>Slots` interface such as
 * `TextFieldSlots`, reached through `CreateSlotsAndSlotProps`/`Partial`, or an inline type literal
 * as in Slider), with the JSDoc description and `@default` of each member.
 */
import { docOf } from './jsdoc';
import type { ApiProgram } from './program';
import { allProps } from './props';
import type { ApiSlot } from './types';

export function extractSlots(api: ApiProgram, componentName: string): ApiSlot[] {
  const symbols = api.components.get(componentName);
  const slotsProp = symbols && allProps(api.checker, symbols.propsType).get('slots');
  if (!slotsProp) return [];
  const slotsType = api.checker.getNonNullableType(api.checker.getTypeOfSymbol(slotsProp.symbol));
  const result: ApiSlot[] = [];
  for (const slot of allProps(api.checker, slotsType).values()) {
    const docs = slot.declarations.map((declaration) => docOf(api.checker, declaration));
    if (docs.some((doc) => doc.hidden)) continue;
    const main = docs.find((doc) => doc.description) ?? docs[0];
    const defaultValue = docs.find((doc) => doc.default !== undefined)?.default;
    result.push({
      name: slot.name,
      description: main?.description ?? '',
      ...(defaultValue !== undefined ? { default: defaultValue } : {}),
    });
  }
  return result;
}
