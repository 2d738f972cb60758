import { useId, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSettings } from '../settings/SettingsContext';
import { useTranslate } from '../i18n/TranslationContext';
import { CodeBlock } from './CodeBlock';
import { ChatButton } from './ChatButton';
import { useSiteConfig } from '../../config/siteConfig';
import { requestChatUrl } from '../../chat/client';
import type { CodeVariant } from '../../theme/settings';

/** The source of a demo in both variants; JS is generated from TS at build time. */
export interface DemoSource {
  ts: string;
  js: string;
  tsHtml: string;
  jsHtml: string;
}

/** What a `?demo` import gives: the component, its name and its source. */
export interface DemoModule {
  default: ComponentType;
  name: string;
  source: DemoSource;
}

const COLLAPSED_HEIGHT = 260;

/** A live demo with its code: TS/JS toggle (the reader's setting), copy, expand. */
export function Demo({ demo }: { demo: DemoModule }) {
  const t = useTranslate();
  const { settings, dispatch } = useSettings();
  const { chatEndpoint, productName } = useSiteConfig();
  const [expanded, setExpanded] = useState(false);
  const codeId = useId();
  const variant = settings.codeVariant;
  const Component = demo.default;
  const code = variant === 'JS' ? demo.source.js : demo.source.ts;
  const html = variant === 'JS' ? demo.source.jsHtml : demo.source.tsHtml;
  return (
    <Box component="figure" sx={{ mx: 0, my: 3 }} aria-label={`${t('demo.label')}: ${demo.name}`}>
      <Box
        data-demo={demo.name}
        sx={{ p: 3, border: '1px solid', borderColor: 'divider', borderRadius: 1, borderEndStartRadius: 0, borderEndEndRadius: 0, bgcolor: 'background.paper', overflowX: 'auto' }}
      >
        <Component />
      </Box>
      <Box data-pagefind-ignore="" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          aria-label={t('demo.language')}
          onChange={(_, value: CodeVariant | null) => value && dispatch({ type: 'SET_CODE_VARIANT', codeVariant: value })}
        >
          <ToggleButton value="TS" sx={{ py: 0.25, px: 1, fontSize: '0.75rem' }}>TS</ToggleButton>
          <ToggleButton value="JS" sx={{ py: 0.25, px: 1, fontSize: '0.75rem' }}>JS</ToggleButton>
        </ToggleButtonGroup>
        {chatEndpoint && (
          <ChatButton
            productName={productName}
            requestUrl={() => requestChatUrl(chatEndpoint, { code, language: variant === 'JS' ? 'jsx' : 'tsx', title: demo.name })}
          />
        )}
        <Button size="small" aria-expanded={expanded} aria-controls={codeId} onClick={() => setExpanded((e) => !e)} sx={{ marginInlineStart: 'auto' }}>
          {expanded ? t('demo.collapse') : t('demo.expand')}
        </Button>
      </Box>
      <Box id={codeId} sx={{ '& > div': { mt: 0 } }}>
        <CodeBlock code={code} language={variant === 'JS' ? 'jsx' : 'tsx'} html={html} maxHeight={expanded ? undefined : COLLAPSED_HEIGHT} />
      </Box>
    </Box>
  );
}
