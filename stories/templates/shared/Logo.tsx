import Box from '@mui/material/Box';

/** The wordmark of Tallybook, the invoicing app the templates are dressed as (a fictional product). */
export default function Logo({ size = 28 }: { size?: number }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 700,
        fontSize: size * 0.7,
        color: 'text.primary',
      }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: size, height: size, color: 'primary.main' }}>
        <rect x="3" y="3" width="26" height="26" rx="7" fill="currentColor" />
        <path d="M10 11h12M10 16h12M10 21h7" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      </Box>
      Tallybook
    </Box>
  );
}
