import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBidiEmotionCache } from '../../src/theme/emotionCache';
import { IslandProviders } from './IslandProviders';
import { ISLAND_KINDS, isIslandKind } from './kinds';
import { ISLAND_ATTR } from './types';

// One cache for every island of the page: it learns the pre-rendered rules from the page's
// `style[data-emotion]` tags, so hydration inserts only what is new.
const cache = createBidiEmotionCache();

/**
 * Hydrates one island from its pre-rendered markup: its kind's chunk, its props, the same
 * `useId` prefix as on the server.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const kind = element.getAttribute(ISLAND_ATTR.kind) ?? '';
  if (!isIslandKind(kind)) throw new Error(`Unknown island kind "${kind}".`);
  const props = JSON.parse(element.getAttribute(ISLAND_ATTR.props) ?? '{}') as never;
  const { island } = await ISLAND_KINDS[kind]();
  const node = await island.prepare(props);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandProviders cache={cache}>
        {node}
        <Hydrated onDone={resolve} />
      </IslandProviders>,
      {
        identifierPrefix: element.getAttribute(ISLAND_ATTR.prefix) ?? '',
        // A mismatch between the pre-rendered HTML and the island is a bug: make it loud.
        onRecoverableError: (error, info) => console.error(`Hydration mismatch in island ${kind}:`, error, info.componentStack ?? ''),
      },
    );
  });
  element.setAttribute(ISLAND_ATTR.hydrated, '');
}

/** Resolves once the island's tree has committed (it renders nothing, so it cannot mismatch). */
function Hydrated({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}
