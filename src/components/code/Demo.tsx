import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSettings } from '../settings/SettingsContext';
import { useTranslate } from '../i18n/TranslationContext';
import { CodeBlock } from './CodeBlock';
import { ChatButton } from './ChatButton';
import { DemoResetButton } from './DemoResetButton';
import { useSiteConfig } from '../../config/SiteConfigContext';
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
  /** Its file under stories/demos without the extension (the site's island finds it by this). */
  id?: string;
  load: () => Promise<LoadedDemo>;
  default?: ComponentType;
  source?: DemoSource;
}

const COLLAPSED_HEIGHT = 260;

/** A live demo with its code (the site hydrates it as an island when it nears the viewport). */
export function Demo({ demo }: { demo: DemoModule }) {
  // Marks a demo that runs in the browser, for tests; never in the server's HTML.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    wrapper.current?.setAttribute('data-demo-live', '');
  }, []);
  if (!demo.default || !demo.source) throw new Error(`Demo ${demo.name} has no component or source: import it with ?demo.`);
  return (
    <div ref={wrapper} data-demo-island={demo.name}>
      <DemoView name={demo.name} loaded={{ default: demo.default, source: demo.source }} />
    </div>
  );
}

/** The demo, its toolbar (TS/JS toggle — the reader's setting —, chat, expand, reset) and its code. */
function DemoView({ name, loaded }: { name: string; loaded: LoadedDemo }) {
  const t = useTranslate();
  const { settings, dispatch } = useSettings();
  const { chatEndpoint, productName } = useSiteConfig();
  const [expanded, setExpanded] = useState(false);
  // Reset remounts the demo (a new key): its state, and any focus inside it, are gone.
  const [resets, setResets] = useState(0);
  const resetButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // After the remount (a demo that focuses itself on mount included) the focus is on the reset button.
    if (resets > 0) resetButton.current?.focus();
  }, [resets]);
  const codeId = useId();
  const variant = settings.codeVariant;
  const Component = loaded.default;
  const code = variant === 'JS' ? loaded.source.js : loaded.source.ts;
  return (
    <Box component="figure" sx={{ mx: 0, my: 3 }} aria-label={`${t('demo.label')}: ${name}`}>
      <Box
        data-demo={name}
        sx={{ p: 3, border: '1px solid', borderColor: 'divider', borderRadius: 1, borderEndStartRadius: 0, borderEndEndRadius: 0, bgcolor: 'background.paper', overflowX: 'auto' }}
      >
        <Component key={resets} />
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
        <DemoResetButton ref={resetButton} demoName={name} resets={resets} onReset={() => setResets((n) => n + 1)} />
      </Box>
      {/* Both variants are in the HTML; <html data-code-variant> shows the reader's from the first paint on. */}
      <Box id={codeId} sx={{ '& [data-code-block] > div': { mt: 0 } }}>
        <div data-code-block="TS">
          <CodeBlock code={loaded.source.ts} language="tsx" html={loaded.source.tsHtml} maxHeight={expanded ? undefined : COLLAPSED_HEIGHT} />
        </div>
        <div data-code-block="JS">
          <CodeBlock code={loaded.source.js} language="jsx" html={loaded.source.jsHtml} maxHeight={expanded ? undefined : COLLAPSED_HEIGHT} />
        </div>
      </Box>
    </Box>
  );
}
