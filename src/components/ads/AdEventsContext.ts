import { createContext, useContext } from 'react';
import type { AdEvent } from '../../ads/types';

/** Where ad analytics events go (spec §7 "Analytics: ad"); the site wires it, stories pass a spy. */
export type AdEventSender = (event: AdEvent) => void;

const ignore: AdEventSender = () => {};

export const AdEventsContext = createContext<AdEventSender>(ignore);

/** The ad events sender of the page (a no-op outside a provider). */
export const useAdEvents = (): AdEventSender => useContext(AdEventsContext);
