import { useCallback, useEffect, useRef } from 'react';
import type { Clock, PollState } from '../../ads/types';
import { seenIn } from '../../ads/polling';
import { useAdPolling } from './useAdPolling';
import { browserClock } from './browserClock';

export interface AdCarbonImageProps {
  /** The ad network's script (from the site config). */
  scriptUrl: string;
  /** The backers page: a network ad linking there means the network has nothing to show. */
  backersUrl: string;
  /**
   * Called once the poll is done: an ad found, or an ad blocker assumed after more than 6 empty
   * polls (spec §4) — the caller then replaces this container with an in-house ad.
   */
  onResult: (poll: PollState) => void;
  clock?: Clock;
}

/**
 * Spec §7 "Ad script": loads the network's script asynchronously into its own container; the
 * script puts its ad (#carbonads) there, and the slot is polled until it shows up.
 */
export function AdCarbonImage({ scriptUrl, backersUrl, onResult, clock = browserClock }: AdCarbonImageProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = container.current;
    if (!host) return undefined;
    const script = document.createElement('script');
    script.async = true;
    script.id = '_carbonads_js';
    script.src = scriptUrl;
    host.appendChild(script);
    return () => {
      script.remove();
      host.querySelector('#carbonads')?.remove();
    };
  }, [scriptUrl]);

  const probe = useCallback(() => {
    const host = container.current;
    const found = host?.querySelector('#carbonads');
    return seenIn(found ? { adLink: host?.querySelector('#carbonads a')?.getAttribute('href') ?? null } : null, backersUrl);
  }, [backersUrl]);
  const poll = useAdPolling(probe, clock);

  useEffect(() => {
    if (poll.done) onResult(poll);
  }, [poll, onResult]);

  return <div ref={container} data-ad-carbon-container="" />;
}
