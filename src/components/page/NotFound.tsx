import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { DocsLink } from '../link/DocsLink';
import { useTranslate } from '../i18n/TranslationContext';

/** The 404 page body: says what happened and offers a way back. */
export function NotFound({ homeHref }: { homeHref: string }) {
  const t = useTranslate();
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('notFound.body')}</Typography>
      <Button component={DocsLink} href={homeHref} variant="contained" sx={{ mt: 4 }}>
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
