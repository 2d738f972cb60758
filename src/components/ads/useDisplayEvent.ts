import { useEffect } from 'react';
import type { AdKind, Clock } from '../../ads/types';
import { scheduleDisplayEvent } from '../../ads/adEvents';
import { useAdEvents } from './AdEventsContext';

/** Spec §9: once an ad kind is shown, a display event (sampled at 0.1) is sent 2.5 s later. */
export function useDisplayEvent(shown: AdKind | null, clock: Clock, random: () => number): void {
  const send = useAdEvents();
  useEffect(() => (shown ? scheduleDisplayEvent(send, shown, clock, random) : undefined), [shown, send, clock, random]);
}
