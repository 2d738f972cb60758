import { Box } from '@mui/system';

const rows = [
  { label: "fontWeight: 'fontWeightRegular'", sx: { fontWeight: 'fontWeightRegular' } },
  { label: "fontWeight: 'medium'", sx: { fontWeight: 'medium' } },
  { label: "fontWeight: 'fontWeightBold'", sx: { fontWeight: 'fontWeightBold' } },
  { label: "fontSize: 'fontSize'", sx: { fontSize: 'fontSize' } },
  { label: "fontFamily: 'monospace'", sx: { fontFamily: 'monospace' } },
] as const;

/** Font keys look their value up in `theme.typography` first; a value it does not know goes to CSS as written. */
export default function TypographyThemeKeys() {
  return (
    <Box component="ul" aria-label="Font keys" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map(({ label, sx }) => (
        <Box component="li" key={label} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'baseline' }}>
          <Box component="code" sx={{ minWidth: 240, typography: 'body2', color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="span" sx={sx}>
            Table for two at 20:30
          </Box>
        </Box>
      ))}
    </Box>
  );
}
