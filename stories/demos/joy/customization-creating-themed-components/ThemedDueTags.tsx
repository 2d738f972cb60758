import type { ReactNode } from 'react';
import Stack from '@mui/joy/Stack';
import {
  CssVarsProvider,
  extendTheme,
  styled,
  THEME_ID,
  useThemeProps,
  type ColorPaletteProp,
  type VariantProp,
} from '@mui/joy/styles';
import EventRounded from '@mui/icons-material/EventRounded';

interface DueTagProps {
  children: ReactNode;
  variant?: VariantProp;
  color?: ColorPaletteProp;
}

// Lets `extendTheme({ components: { TallyDueTag: … } })` type-check like Joy's own entries.
declare module '@mui/joy/styles' {
  interface Components {
    TallyDueTag?: {
      defaultProps?: Partial<DueTagProps>;
      styleOverrides?: { root?: Record<string, string | number> };
    };
  }
}

const DueTagRoot = styled('span', { name: 'TallyDueTag', slot: 'root' })<{ ownerState: Required<Omit<DueTagProps, 'children'>> }>(
  ({ theme, ownerState }) => ({
    ...theme.typography['body-sm'],
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    paddingBlock: theme.spacing(0.25),
    paddingInline: theme.spacing(1),
    borderRadius: theme.vars.radius.sm,
    '--Icon-fontSize': '1rem',
    ...theme.variants[ownerState.variant]?.[ownerState.color],
  }),
);

function DueTag(inProps: DueTagProps) {
  // Props from the theme's defaultProps first, then the ones passed here.
  const { children, variant = 'outlined', color = 'neutral' } = useThemeProps({ props: inProps, name: 'TallyDueTag' });
  return (
    <DueTagRoot ownerState={{ variant, color }}>
      <EventRounded />
      {children}
    </DueTagRoot>
  );
}

const tallyTheme = extendTheme({
  cssVarPrefix: 'tallytags',
  colorSchemeSelector: 'class',
  components: {
    TallyDueTag: {
      defaultProps: { variant: 'soft', color: 'warning' },
      styleOverrides: { root: { borderRadius: '999px', fontWeight: 600 } },
    },
  },
});

export default function ThemedDueTags() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <DueTag>Due 12 Dec (no theme entry)</DueTag>
      <CssVarsProvider theme={{ [THEME_ID]: tallyTheme }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DueTag>Due 3 Dec</DueTag>
          <DueTag>Due 5 Dec</DueTag>
          <DueTag variant="solid" color="danger">
            Overdue since 20 Nov
          </DueTag>
        </Stack>
      </CssVarsProvider>
    </Stack>
  );
}
