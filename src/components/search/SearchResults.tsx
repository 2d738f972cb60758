import { memo } from 'react';
import Box from '@mui/material/Box';
import type { SearchGroup } from '../../search/groups';
import { excerptSegments } from '../../search/excerpt';
import type { SearchHit } from '../../search/types';
import { DocsLink } from '../link/DocsLink';
import { useTranslate } from '../i18n/TranslationContext';
import { groupHeadingSx, optionSx } from './searchDialog.styles';

export interface SearchResultsProps {
  /** The listbox's id (the combobox's aria-controls). */
  id: string;
  groups: SearchGroup[];
  active: number;
  /** The id of the option at a display index (the combobox's aria-activedescendant). */
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  /** A result was opened: the dialog closes. */
  onNavigate: () => void;
}

/** The excerpt as text, matched words in <mark>: React escapes every segment, nothing is parsed as HTML. */
const Excerpt = memo(function Excerpt({ excerpt }: { excerpt: string }) {
  return (
    <Box component="span" className="excerpt">
      {excerptSegments(excerpt).map((s, i) => (s.highlighted ? <mark key={i}>{s.text}</mark> : s.text))}
    </Box>
  );
});

function Option({ hit, id, active, onHover, onNavigate }: { hit: SearchHit; id: string; active: boolean; onHover: () => void; onNavigate: () => void }) {
  return (
    // The option is the link itself: Enter clicks it, so the site's router opens the page.
    <Box component={DocsLink} href={hit.href} id={id} role="option" aria-selected={active} tabIndex={-1} onMouseMove={active ? undefined : onHover} onClick={onNavigate} sx={optionSx}>
      <Box component="span" className="title">
        {hit.title}
      </Box>
      <Excerpt excerpt={hit.excerpt} />
    </Box>
  );
}

/** The results as a listbox, grouped under a heading per product (APG grouped listbox). */
export function SearchResults({ id, groups, active, optionId, onHover, onNavigate }: SearchResultsProps) {
  const t = useTranslate();
  return (
    <Box role="listbox" id={id} aria-label={t('search.results')} hidden={groups.length === 0}>
      {groups.map((group, g) => (
        <Box key={group.product} role="group" aria-labelledby={`${id}-group-${g}`}>
          <Box role="presentation" id={`${id}-group-${g}`} sx={groupHeadingSx}>
            {group.product || t('search.otherPages')}
          </Box>
          {group.hits.map(({ hit, index }) => (
            <Option key={hit.href} hit={hit} id={optionId(index)} active={index === active} onHover={() => onHover(index)} onNavigate={onNavigate} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
