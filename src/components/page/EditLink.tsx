import Link from '@mui/material/Link';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslate } from '../i18n/TranslationContext';
import { clickAttributes } from '../../analytics/clickAttributes';

/** "Edit this page": opens the page's source file in the repository. */
export function EditLink({ href }: { href: string }) {
  const t = useTranslate();
  return (
    <Link href={href} target="_blank" rel="noopener" underline="hover" {...clickAttributes({ category: 'page', action: 'edit-click', label: href })} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem' }}>
      <EditOutlined fontSize="small" />
      {t('page.edit')}
    </Link>
  );
}
