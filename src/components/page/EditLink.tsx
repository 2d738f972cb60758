import Link from '@mui/material/Link';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Tr } from '../i18n/Tr';
import { clickAttributes } from '../../analytics/clickAttributes';

/** "Edit this page": opens the page's source file in the repository. */
export function EditLink({ href }: { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener" underline="hover" {...clickAttributes({ category: 'page', action: 'edit-click', label: href })} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem' }}>
      <EditOutlined fontSize="small" />
      <Tr k="page.edit" />
    </Link>
  );
}
