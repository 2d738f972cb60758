import { useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Ad as InHouseAd, AdKind, AdLayout, Clock, FeedResult, PollState } from '../../ads/types';
import { adKindOf, chooseInHouse, chooseLayout, pickInHouseAd, type InHouseChoice } from '../../ads/choice';
import { IN_HOUSE_ADS } from '../../ads/inHouseAds';
import { isBot } from '../../ads/bots';
import { type SiteConfig } from '../../config/siteConfig';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { AdErrorBoundary } from './AdErrorBoundary';
import { AdView } from './AdView';
import { AdCarbonImage } from './AdCarbonImage';
import { AdInline } from './AdInline';
import { useDisplayEvent } from './useDisplayEvent';
import { browserClock } from './browserClock';

export interface AdProps {
  /** Defaults to the browser's; stories pass a bot's. */
  userAgent?: string;
  /** Defaults to Math.random; drawn once per mount, on the client. */
  random?: () => number;
  clock?: Clock;
  /** Defaults to the browser's fetch. */
  fetch?: typeof window.fetch;
}

const noSubscription = () => () => {};
/** False on the server and while hydrating, true after: the first client render matches the HTML. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

/**
 * The ad placement of the docs pages (spec §4): nothing when no ad URL is configured, the reserved
 * slot until the client has decided, then the network's ad, the feed's ad or an in-house one.
 */
export function Ad(props: AdProps) {
  const config = useSiteConfig();
  const hydrated = useHydrated();
  if (!config.adScriptUrl && !config.adFeedUrl) return null;
  if (!hydrated) return <AdView state={{ kind: 'loading' }} />;
  return <AdOnClient config={config} {...props} />;
}

interface Draw {
  bot: boolean;
  layout: AdLayout;
  /** Shown if an ad blocker is found: the whitelist ask or an in-house ad. */
  inHouse: InHouseChoice;
  /** Shown if the network only has its backers ad (in-house-carbon): always an ad, never the ask. */
  carbonOut: InHouseAd;
}

/** Everything random about this ad, drawn once when it mounts on the client. */
function drawAd(config: SiteConfig, userAgent: string, random: () => number): Draw {
  // Only one source configured: that one, whatever the layout draw would say.
  const layout: AdLayout = !config.adFeedUrl ? 'image' : !config.adScriptUrl ? 'inline' : chooseLayout(random);
  const inHouse = chooseInHouse(random, IN_HOUSE_ADS);
  // Original MUI picks the in-house-carbon ad with its own draw, without the 20 % ask.
  const carbonOut = pickInHouseAd(random, IN_HOUSE_ADS);
  return { bot: isBot(userAgent), layout, inHouse, carbonOut };
}

function AdOnClient({ config, userAgent, random = Math.random, clock = browserClock, fetch }: AdProps & { config: SiteConfig }) {
  const [draw] = useState(() => drawAd(config, userAgent ?? navigator.userAgent, random));
  const [poll, setPoll] = useState<PollState | null>(null);
  const [feed, setFeed] = useState<FeedResult | null>(null);

  let kind: AdKind | 'loading' = 'loading';
  let view: ReactNode;
  if (draw.bot) {
    // Spec §4: bots get an empty span: no script, no fetch.
    view = <span data-ad-kind="bot" />;
  } else if (draw.layout === 'inline') {
    kind = feed?.status === 'ok' ? 'carbon' : 'loading';
    view = <AdInline feedUrl={config.adFeedUrl} onResult={setFeed} clock={clock} fetch={fetch} />;
  } else {
    kind = adKindOf({ adblock: poll?.adblock ?? null, carbonOut: poll?.carbonOut ?? false, inHouse: draw.inHouse });
    view = imageView(kind, draw, <AdCarbonImage scriptUrl={config.adScriptUrl} backersUrl={config.backersUrl} onResult={setPoll} clock={clock} />);
  }
  useDisplayEvent(kind === 'loading' ? null : kind, clock, random);
  return <AdErrorBoundary label={kind}>{view}</AdErrorBoundary>;
}

/** The image layout per kind; the network's container stays mounted from loading to carbon. */
function imageView(kind: AdKind | 'loading', draw: Draw, network: ReactNode): ReactNode {
  switch (kind) {
    case 'loading':
      return <AdView state={{ kind: 'loading', children: network }} />;
    case 'carbon':
      return <AdView state={{ kind: 'carbon', layout: 'image', children: network }} />;
    case 'in-house-carbon':
      return <AdView state={{ kind, ad: draw.carbonOut, layout: 'image' }} />;
    case 'in-house':
      return draw.inHouse.kind === 'ad' ? <AdView state={{ kind, ad: draw.inHouse.ad, layout: 'image' }} /> : null;
    case 'in-house-adblock':
      return <AdView state={{ kind }} />;
  }
}
