import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TemplateBar from '../shared/TemplateBar';
import Logo from '../shared/Logo';
import { TEMPLATE_LINKS } from '../shared/templateLinks';

/**
 * Sticky footer: the page is a flex column at least as tall as the screen, and the main part takes
 * the free space, so the footer sits at the bottom of a short page and after the text of a long one.
 */
export default function StickyFooter() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <TemplateBar name="Sticky footer" />
      <Container component="main" maxWidth="sm" sx={{ flexGrow: 1, py: { xs: 6, sm: 10 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mb: 2 }}>
          Scheduled maintenance
        </Typography>
        <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem', fontWeight: 500, color: 'text.secondary', mb: 3 }}>
          Tallybook is moving to new servers on Sunday between 02:00 and 04:00 UTC.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Invoices you send before then go out as usual. During the move the app is read-only: you can look at invoices and download PDFs, but not create or edit them.
        </Typography>
        <Typography>Payment reminders due in that window are sent once the move is over. Nothing needs to be done on your side.</Typography>
      </Container>
      <Box component="footer" sx={{ py: 3, px: 2, mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="sm">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Logo size={22} />
            <Stack direction="row" spacing={2}>
              <Link href={TEMPLATE_LINKS.pricing} variant="body2">
                Pricing
              </Link>
              <Link href={TEMPLATE_LINKS.signIn} variant="body2">
                Sign in
              </Link>
            </Stack>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
            Tallybook is a fictional product made up for this template.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
