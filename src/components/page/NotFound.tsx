import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { DocsLink } from '../link/DocsLink';
import { Tr } from '../i18n/Tr';

/** The 404 page body: says what happened and offers a way back. */
export function NotFound({ homeHref }: { homeHref: string }) {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        <Tr k="notFound.title" />
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        <Tr k="notFound.body" />
      </Typography>
      <Button component={DocsLink} href={homeHref} variant="contained" sx={{ mt: 4 }}>
        <Tr k="notFound.home" />
      </Button>
    </Box>
  );
}
