import { useEffect, useState } from 'react';
import { AD_POLL } from '../../spec/ads';
import type { Clock, PollState, Seen } from '../../ads/types';
import { pollStep, startPoll } from '../../ads/polling';
import { browserClock } from './browserClock';

/**
 * Spec §4: polls the ad slot every 500 ms until the poll is done (ad found, or 30 polls). The only
 * place with polling timers; the rule itself is `pollStep`. `probe` and `clock` must be stable.
 */
export function useAdPolling(probe: () => Seen, clock: Clock = browserClock): PollState {
  const [state, setState] = useState<PollState>(startPoll);
  useEffect(() => {
    let s = startPoll;
    let timer: unknown;
    const tick = () => {
      s = pollStep(s, probe());
      setState(s);
      if (!s.done) timer = clock.setTimeout(tick, AD_POLL.intervalMs);
    };
    timer = clock.setTimeout(tick, 0);
    return () => clock.clearTimeout(timer);
  }, [probe, clock]);
  return state;
}
