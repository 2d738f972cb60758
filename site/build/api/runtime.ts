/**
 * The installed package at run time: the `<name>Classes` objects hold the real global class names
 * (`MuiButton-root`, but `Mui-disabled` for state classes), and the default export tells whether the
 * component forwards its ref.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from './products';

export type RuntimeModule = Readonly<Record<string, unknown>>;

const modules = new Map<string, Promise<RuntimeModule | undefined>>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function load(specifier: string, projectRoot: string): Promise<RuntimeModule | undefined> {
  try {
    const loaded: unknown = await import(specifier);
    if (isRecord(loaded)) return loaded;
  } catch {
    // Packages without an `exports` map (Joy) have folder entry points that ESM cannot import.
  }
  try {
    const loaded: unknown = createRequire(path.join(projectRoot, 'package.json'))(specifier);
    return isRecord(loaded) ? loaded : undefined;
  } catch {
    return undefined;
  }
}

/** `import('@mui/material/Button')`, cached; undefined when the module cannot be loaded in Node. */
export function loadComponentModule(
  packageName: string,
  dir: string,
  projectRoot: string = PROJECT_ROOT,
): Promise<RuntimeModule | undefined> {
  const specifier = `${packageName}/${dir}`;
  let loaded = modules.get(specifier);
  if (!loaded) {
    loaded = load(specifier, projectRoot);
    modules.set(specifier, loaded);
  }
  return loaded;
}

/** `buttonClasses` of `@mui/material/Button` as a key -> class name map. */
export function runtimeClasses(module: RuntimeModule | undefined, componentName: string): Record<string, string> {
  const wanted = `${componentName}Classes`.toLowerCase();
  const key = Object.keys(module ?? {}).find((name) => name.toLowerCase() === wanted);
  const value = key ? module?.[key] : undefined;
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');

/** `React.forwardRef(…)` (possibly inside `React.memo`); undefined when the module is unavailable. */
export function runtimeForwardsRef(module: RuntimeModule | undefined): boolean | undefined {
  const component = module?.default;
  if (!isRecord(component) && typeof component !== 'function') return undefined;
  const type = (component as { $$typeof?: symbol; type?: { $$typeof?: symbol } }).$$typeof;
  if (type === FORWARD_REF) return true;
  if (type === MEMO) return (component as { type?: { $$typeof?: symbol } }).type?.$$typeof === FORWARD_REF;
  return false;
}
