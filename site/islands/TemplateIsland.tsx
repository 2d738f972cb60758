import { templateAt } from '../templates';
import type { IslandKind } from './types';

/**
 * A whole live template: one island, hydrated once the page is idle (it fills the screen).
 * A Joy UI template renders in Joy's own provider, its own chunk (as Joy demos do), so Material
 * UI's templates never load it.
 */
export const island: IslandKind<{ path: string }> = {
  async prepare({ path }) {
    const template = templateAt(path);
    if (!template) throw new Error(`No template at "${path}" (site/templates.ts).`);
    const { default: loaded } = await template.load();
    const Template = template.product === 'joy-ui' ? (await import('../../src/components/joy/withJoy')).withJoy(loaded) : loaded;
    return <Template />;
  },
};
