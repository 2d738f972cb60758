/**
 * Two real pages' social cards, drawn by the build's own renderer (site/build/og/) and kept beside the
 * demos as PNGs: `npx tsx site/build/og/writeSampleCards.ts` redraws them, and
 * tests/unit/og/sampleCards.test.ts fails when they differ from what the build would write.
 */
export const SAMPLE_CARDS = [
  {
    file: 'rating-card.png',
    page: 'site/content/material-ui/react-rating.mdx',
    facts: {
      title: 'Rating',
      product: 'Material UI',
      description: 'Rating lets people score something on a scale of stars or other icons, and shows an average score in a compact, read-only form.',
      host: 'mui.com',
    },
  },
  {
    file: 'overriding-structure-card.png',
    page: 'site/content/joy-ui/customization/overriding-component-structure.mdx',
    facts: {
      title: 'Overriding the component structure',
      product: 'Joy UI',
      description:
        'Change what a Joy UI component renders: the component prop for the root element, slots to replace an inner part, and slotProps to pass props (or a function of the state) to an inner part.',
      host: 'mui.com',
    },
  },
] as const;
