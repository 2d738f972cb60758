import { useSiteConfig } from '../../config/SiteConfigContext';
import { postFeedback } from '../../feedback/client';
import { PageFeedback } from './PageFeedback';

/** The feedback widget wired to the configured endpoint; nothing when none is configured. */
export function SiteFeedback({ path }: { path: string }) {
  const { feedbackEndpoint } = useSiteConfig();
  if (!feedbackEndpoint) return null;
  // Keyed by page: a new page starts a new answer.
  return <PageFeedback key={path} path={path} send={(payload) => postFeedback(feedbackEndpoint, payload)} />;
}
