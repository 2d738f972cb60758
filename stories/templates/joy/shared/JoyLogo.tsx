import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** Tallybook's wordmark (the fictional invoicing app the templates are dressed as), in Joy's primary colour. */
export default function JoyLogo() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 28, height: 28, color: 'primary.solidBg' }}>
        <rect x="3" y="3" width="26" height="26" rx="7" fill="currentColor" />
        <path d="M10 11h12M10 16h12M10 21h7" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      </Box>
      <Typography level="title-lg" component="span">
        Tallybook
      </Typography>
    </Box>
  );
}
