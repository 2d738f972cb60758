import {
  styled,
  unstable_createCssVarsProvider as createCssVarsProvider,
  unstable_createCssVarsTheme as createCssVarsTheme,
} from '@mui/system';

const light = {
  surface: '#ffffff',
  ink: '#1b2733',
  muted: '#4f5d6b',
  line: '#d5dde5',
  accent: '#0b5cad',
  onAccent: '#ffffff',
};

const dark: typeof light = {
  surface: '#15202b',
  ink: '#e6edf3',
  muted: '#a9b6c2',
  line: '#2c3a47',
  accent: '#7cc4ff',
  onAccent: '#0b1620',
};

type TripVars = { radius: string; palette: Record<keyof typeof light, string> };

// Every token becomes a CSS variable named --trip-…: `:root, .light` holds the light values,
// `.dark` the dark ones, so the class the app already puts on <html> switches them.
const tripTheme = createCssVarsTheme<
  {
    cssVarPrefix: string;
    colorSchemeSelector: string;
    defaultColorScheme: string;
    radius: number;
    colorSchemes: Record<'light' | 'dark', { palette: typeof light }>;
    shouldSkipGeneratingVar: (keys: string[]) => boolean;
  },
  TripVars
>({
  cssVarPrefix: 'trip',
  colorSchemeSelector: 'class',
  defaultColorScheme: 'light',
  radius: 14,
  colorSchemes: { light: { palette: light }, dark: { palette: dark } },
  shouldSkipGeneratingVar: (keys) => keys[0] === 'cssVarPrefix',
});

const { CssVarsProvider: TripProvider } = createCssVarsProvider<'light' | 'dark', 'trip'>({
  themeId: 'trip',
  theme: { trip: tripTheme },
  defaultColorScheme: { light: 'light', dark: 'dark' },
});

const { vars } = tripTheme;

const Pass = styled('div')({
  maxWidth: 360,
  padding: 16,
  borderRadius: vars.radius,
  border: `1px solid ${vars.palette.line}`,
  backgroundColor: vars.palette.surface,
  color: vars.palette.ink,
});

const Route = styled('p')({ margin: '4px 0', fontSize: '1.25rem', fontWeight: 700 });

const Muted = styled('p')({ margin: 0, fontSize: '0.875rem', color: vars.palette.muted });

const Zone = styled('span')({
  display: 'inline-block',
  marginTop: 12,
  padding: '2px 10px',
  borderRadius: 999,
  fontSize: '0.8125rem',
  fontWeight: 700,
  backgroundColor: vars.palette.accent,
  color: vars.palette.onAccent,
});

export default function TripDesignSystem() {
  // The site owns the light/dark class and the reader's choice: the provider writes neither.
  return (
    <TripProvider colorSchemeNode={null} storageManager={null}>
      <Pass data-testid="pass">
        <Muted>Boarding pass · Ana Ribeiro</Muted>
        <Route>Lisbon (LIS) → Berlin (BER)</Route>
        <Muted>Gate B12 · Seat 14C · Boards 09:40</Muted>
        <Zone data-testid="zone">Zone 2</Zone>
      </Pass>
    </TripProvider>
  );
}
