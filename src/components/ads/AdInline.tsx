import { useEffect, useState } from 'react';
import type { Clock, FeedResult } from '../../ads/types';
import { fetchAd } from '../../ads/fetchAd';
import { AdView } from './AdView';
import { browserClock } from './browserClock';

export interface AdInlineProps {
  /** The feed's ad-placement URL (from the site config). */
  feedUrl: string;
  /** Told once the feed has answered (an ad, or a failure after the retries). */
  onResult?: (result: FeedResult) => void;
  clock?: Clock;
  fetch?: typeof window.fetch;
}

/** Spec §7 "Ad-network feed": loading, then the feed's text ad or (spec §8) the 52 px blank. */
export function AdInline({ feedUrl, onResult, clock = browserClock, fetch }: AdInlineProps) {
  const [result, setResult] = useState<FeedResult | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const request = fetch ?? window.fetch.bind(window);
    void fetchAd({ url: feedUrl, fetch: request, clock, signal: controller.signal }).then((r) => {
      if (controller.signal.aborted) return;
      setResult(r);
      onResult?.(r);
    });
    return () => controller.abort();
  }, [feedUrl, clock, fetch, onResult]);

  if (!result) return <AdView state={{ kind: 'loading' }} />;
  if (result.status === 'failed') return <AdView state={{ kind: 'blank' }} />;
  return <AdView state={{ kind: 'carbon', layout: 'inline', ad: result.ad }} />;
}
