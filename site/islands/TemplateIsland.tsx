import { templateOf } from '../templates';
import type { IslandKind } from './types';

/** A whole live template: one island, hydrated once the page is idle (it fills the screen). */
export const island: IslandKind<{ slug: string }> = {
  async prepare({ slug }) {
    const template = templateOf(slug);
    if (!template) throw new Error(`No template "${slug}" (site/templates.ts).`);
    const { default: Template } = await template.load();
    return <Template />;
  },
};
