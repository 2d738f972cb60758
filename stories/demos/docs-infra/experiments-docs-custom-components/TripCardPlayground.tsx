import { SxPlayground } from '../../../../src/components/system/sxPlayground/SxPlayground';

/**
 * `<SxPlayground target="customComponent" />` as an MDX page writes it: an sx object styling the
 * TripCard, a card made with `styled`, with the CSS MUI generates from it.
 */
export default function TripCardPlayground() {
  return <SxPlayground target="customComponent" />;
}
