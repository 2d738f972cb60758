import { useState } from 'react';
import Box from '@mui/system/Box';
import type { SystemStyleObject, Theme } from '@mui/system';

const card: SystemStyleObject<Theme> = {
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
};

const caption: SystemStyleObject<Theme> = { m: 0, mb: 1, color: 'text.secondary', fontSize: 'body2.fontSize' };

function Details() {
  return (
    <>
      <Box component="span" sx={{ fontWeight: 'fontWeightMedium' }}>
        Porto wine cellar tour
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        Sat 18 May · 2 h · €29
      </Box>
    </>
  );
}

/**
 * Container queries before and after v6: a hand-written `@container` rule, and the `@400` shorthand that
 * v6's `theme.containerQueries` makes possible. Both cards put their details in a row once their
 * container is at least 400 px wide.
 */
export default function ContainerQueriesShorthand() {
  const [narrow, setNarrow] = useState(true);
  return (
    <div>
      <Box
        component="button"
        type="button"
        aria-pressed={!narrow}
        onClick={() => setNarrow((value) => !value)}
        sx={{
          mb: 2,
          px: 2,
          py: 1,
          font: 'inherit',
          cursor: 'pointer',
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus-visible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 2 },
        }}
      >
        Wide containers
      </Box>
      <Box sx={{ display: 'grid' }}>
        <Box component="p" sx={caption}>
          Before: a hand-written @container rule
        </Box>
        <Box data-testid="container-old" sx={{ mb: 2, containerType: 'inline-size', width: narrow ? 280 : '100%', maxWidth: 560 }}>
          <Box sx={[card, { '@container (min-width: 400px)': { flexDirection: 'row', justifyContent: 'space-between' } }]}>
            <Details />
          </Box>
        </Box>
        <Box component="p" sx={caption}>
          After: the &apos;@400&apos; shorthand
        </Box>
        <Box data-testid="container-new" sx={{ containerType: 'inline-size', width: narrow ? 280 : '100%', maxWidth: 560 }}>
          <Box sx={[card, { flexDirection: { '@': 'column', '@400': 'row' }, justifyContent: { '@400': 'space-between' } }]}>
            <Details />
          </Box>
        </Box>
      </Box>
    </div>
  );
}
