import { useEffect, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/**
 * Renders a story's demo in a same-origin frame of a fixed width, so the theme's breakpoints (media
 * queries on the viewport) see a phone or a desktop however wide the story runner's window is (1024 px).
 * The demo stays in the story's React tree (theme, settings) through a portal; the frame gets the page's
 * stylesheets (the theme's CSS variables, fonts, baseline) and follows its mode class and direction.
 * axe does not look inside the frame (no axe there): the same demo is checked at the window's width.
 */
export function AtWidth({ width, height, label, children }: { width: number; height: number; label: string; children: ReactNode }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const stopMirroring = useRef<() => void>(undefined);

  // The frame loads a document of its own (srcDoc), so the story runner sees it load like any frame.
  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    const doc = event.currentTarget.contentDocument;
    if (!doc) return;
    const style = doc.createElement('style');
    // Emotion inserts rules through the CSSOM in production builds: copy the rules, not the tags' text.
    style.textContent = Array.from(document.styleSheets)
      .flatMap((sheet) => {
        try {
          // url() is relative to the sheet (fonts under /assets/), not to the frame's document.
          const base = sheet.href ?? document.baseURI;
          return Array.from(sheet.cssRules, (rule) =>
            rule.cssText.replace(/url\((['"]?)([^'")]+)\1\)/g, (_, _quote: string, url: string) => `url("${new URL(url, base).href}")`),
          );
        } catch {
          return []; // a cross-origin sheet cannot be read; the demos need none
        }
      })
      .join('\n');
    doc.head.append(style);
    const mirror = () => {
      const html = document.documentElement;
      doc.documentElement.className = html.className;
      doc.documentElement.setAttribute('dir', html.getAttribute('dir') ?? 'ltr');
      doc.documentElement.style.colorScheme = html.style.colorScheme;
    };
    mirror();
    const observer = new MutationObserver(mirror);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'dir', 'style'] });
    stopMirroring.current?.();
    stopMirroring.current = () => observer.disconnect();
    setBody(doc.body);
    // The story runner waits for "networkidle" (Playwright), which a frame attached after the page went
    // idle takes away from the page until the page itself makes a request again: one that ends now gives it back.
    void fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).catch(() => undefined);
  };
  useEffect(() => () => stopMirroring.current?.(), []);

  const cache = useMemo(() => (body ? createCache({ key: 'at-width', container: body.ownerDocument.head }) : null), [body]);

  return (
    <>
      <iframe
        srcDoc={FRAME_DOCUMENT}
        onLoad={onLoad}
        title={label}
        data-testid="at-width"
        style={{ width, height, border: '1px solid var(--mui-palette-divider)', borderRadius: 8, display: 'block', background: 'var(--mui-palette-background-default)' }}
      />
      {body && cache && createPortal(<CacheProvider value={cache}>{children}</CacheProvider>, body)}
    </>
  );
}

const FRAME_DOCUMENT = '<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;padding:12px"></body></html>';

/** The frame's document of an AtWidth in the canvas, once its demo has rendered and its fonts are ready. */
export async function frameDocument(canvasElement: HTMLElement): Promise<Document> {
  const frame = canvasElement.querySelector<HTMLIFrameElement>('iframe[data-testid="at-width"]');
  if (!frame) throw new Error('AtWidth frame is missing');
  // The srcDoc document replaces the frame's first, empty one when it loads: read it again each time.
  const rendered = () => (frame.contentDocument?.body?.firstElementChild ? frame.contentDocument : null);
  for (let i = 0; i < 150 && !rendered(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  const doc = rendered();
  if (!doc) throw new Error('the demo did not render in the AtWidth frame within 3 s');
  await doc.fonts.ready;
  return doc;
}

/** The width of a phone in portrait (an iPhone 12 to 15 viewport), in CSS pixels. */
export const PHONE_WIDTH = 390;
