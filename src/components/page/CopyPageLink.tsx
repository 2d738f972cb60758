import Link from '@mui/material/Link';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import { useTranslate } from '../i18n/TranslationContext';
import { COPY_PAGE_ATTR, type CopyState } from '../code/copyController';

export interface CopyPageLinkProps {
  /** The page's Markdown version (`<path>.md`). */
  href: string;
  /** The state shown (the site's script changes it in place: site/client/copyPage.ts). */
  state?: CopyState;
}

/**
 * "Copy page as Markdown": a plain link to the page's Markdown version, so it works without
 * JavaScript; the site's delegated listener turns a click into a copy. Every state's label is in
 * the markup, as on the code blocks' copy button.
 */
export function CopyPageLink({ href, state = 'idle' }: CopyPageLinkProps) {
  const t = useTranslate();
  const labels = { idle: t('page.copyMarkdown'), copied: t('page.copyMarkdownCopied'), failed: t('page.copyMarkdownFailed') };
  return (
    <Link
      href={href}
      type="text/markdown"
      underline="hover"
      aria-live="polite"
      {...{ [COPY_PAGE_ATTR]: '', 'data-copy-state': state, 'data-label-idle': labels.idle, 'data-label-copied': labels.copied, 'data-label-failed': labels.failed }}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: '0.875rem',
        whiteSpace: 'nowrap',
        '& .copy-icon-idle, & .copy-icon-copied': { fontSize: 18 },
        '&[data-copy-state="copied"] .copy-icon-idle, &:not([data-copy-state="copied"]) .copy-icon-copied': { display: 'none' },
        '&[data-copy-state="failed"]': { color: 'error.main' },
      }}
    >
      <ContentCopy className="copy-icon-idle" aria-hidden />
      <Check className="copy-icon-copied" aria-hidden />
      <span className="copy-label">{labels[state]}</span>
    </Link>
  );
}
