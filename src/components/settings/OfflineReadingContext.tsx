import { createContext, useContext } from 'react';
import type { OfflineClient } from '../../sw/offlineClient';

/** The page's "Available offline" state and switch (site/offlineReading.ts); stories give fixed ones. */
export type OfflineReading = Pick<OfflineClient, 'get' | 'subscribe' | 'setEnabled'>;

/** Without a provider (Storybook's shell, hosts without a worker), the drawer shows no offline setting. */
export const OfflineReadingContext = createContext<OfflineReading | null>(null);

export const useOfflineReading = (): OfflineReading | null => useContext(OfflineReadingContext);
