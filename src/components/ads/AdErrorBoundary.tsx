import { Component, type ContextType, type ReactNode } from 'react';
import { adEvent } from '../../ads/adEvents';
import { AdEventsContext } from './AdEventsContext';
import { AdView } from './AdView';

export interface AdErrorBoundaryProps {
  /** eventLabel of the crash event: the ad kind shown when it crashed. */
  label: string;
  children: ReactNode;
}

/**
 * Spec §4, §8: a render error in the ad hides the ad (its slot keeps the space) and sends one
 * crash event; the page around it is untouched.
 */
export class AdErrorBoundary extends Component<AdErrorBoundaryProps, { crashed: boolean }> {
  static contextType = AdEventsContext;
  declare context: ContextType<typeof AdEventsContext>;
  state = { crashed: false };
  private reported = false;

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  componentDidCatch(): void {
    if (this.reported) return;
    this.reported = true;
    this.context(adEvent('crash', this.props.label));
  }

  render(): ReactNode {
    return this.state.crashed ? <AdView state={{ kind: 'crashed' }} /> : this.props.children;
  }
}
