import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { DemoIsland, loadedDemo } from './DemoIsland';
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

/** A demo's component and source, once loaded. */
export interface LoadedDemo {
  default: ComponentType;
  source: DemoSource;
}

/**
 * What a `?demo` import gives (site/build/demoPlugin.ts): the demo's name and a loader; the
 * component and source too where demos are eager (server render, Storybook).
 */
export interface DemoModule {
  name: string;
  load: () => Promise<LoadedDemo>;
  default?: ComponentType;
  source?: DemoSource;
}

const COLLAPSED_HEIGHT = 260;

/**
 * A live demo with its code. Eager modules render at once; otherwise the pre-rendered demo stays
 * as it is (not hydrated) until it comes near the viewport, then its own chunk loads and takes over.
 */
export function Demo({ demo }: { demo: DemoModule }) {
  const eager = demo.default && demo.source ? { default: demo.default, source: demo.source } : undefined;
  const [loaded, setLoaded] = useState<LoadedDemo | undefined>(() => eager ?? loadedDemo(demo.name));
  // Marks a demo that runs in the browser (hydrated or loaded), for tests; never in the server's HTML.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (loaded) wrapper.current?.setAttribute('data-demo-live', '');
  }, [loaded]);
  if (!loaded) return <DemoIsland name={demo.name} load={demo.load} onLoaded={setLoaded} />;
  return (
    <div ref={wrapper} data-demo-island={demo.name}>
      <DemoView name={demo.name} loaded={loaded} />
    </div>
  );
}

/** The demo, its toolbar (TS/JS toggle — the reader's setting —, chat, expand) and its code. */
function DemoView({ name, loaded }: { name: string; loaded: LoadedDemo }) {
  const t = useTranslate();
  const { settings, dispatch } = useSettings();
  const { chatEndpoint, productName } = useSiteConfig();
  const [expanded, setExpanded] = useState(false);
  const codeId = useId();
  const variant = settings.codeVariant;
  const Component = loaded.default;
  const code = variant === 'JS' ? loaded.source.js : loaded.source.ts;
  const html = variant === 'JS' ? loaded.source.jsHtml : loaded.source.tsHtml;
  return (
    <Box component="figure" sx={{ mx: 0, my: 3 }} aria-label={`${t('demo.label')}: ${name}`}>
      <Box
        data-demo={name}
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
            requestUrl={() => requestChatUrl(chatEndpoint, { code, language: variant === 'JS' ? 'jsx' : 'tsx', title: name })}
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
