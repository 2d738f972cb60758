import { Demo, type DemoModule } from '../../src/components/code/Demo';
import type { IslandKind } from './types';
import { demoIdOf, isJoyDemo } from '../demoId';

interface FullDemo {
  default: DemoModule['default'] & object;
  source: NonNullable<DemoModule['source']>;
}

// Every demo's component and highlighted TS/JS source, each its own chunk (site/build/demoPlugin.ts).
const demos = import.meta.glob<FullDemo>(['../../stories/demos/**/*.tsx', '!../../stories/demos/**/*.stories.tsx'], { query: '?demo-full' });

const loaders = new Map(Object.entries(demos).map(([file, load]) => [demoIdOf(file), load]));

/** A live demo with its toolbar and code. */
export const island: IslandKind<{ id: string }> = {
  async prepare({ id }) {
    const load = loaders.get(id);
    if (!load) throw new Error(`No demo ${id} under stories/demos.`);
    const { default: loaded, source } = await load();
    // Joy UI demos render in Joy's own theme (stories/demos/joy/…), every other demo in the frame's;
    // Joy's provider is its own chunk, so pages without a Joy demo never load it.
    const component = isJoyDemo(id) ? (await import('../../src/components/joy/withJoy')).withJoy(loaded) : loaded;
    const name = id.split('/').pop()!;
    const demo: DemoModule = { name, default: component, source, load: async () => ({ default: component, source }) };
    return <Demo demo={demo} />;
  },
};
