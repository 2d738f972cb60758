// The runner's hooks (.storybook/test-runner.ts), set on the globals the generated story tests call, as
// @storybook/test-runner's own jest-setup.js sets them. Why not that file: it imports the runner's whole
// bundle (Babel, Storybook's CSF tools; 0.9 s of CPU) into every story file's fresh module registry, and
// the hooks need none of it. 249 story files paid ~3.5 min of the suite's CPU for it on 2 cores.
import config from '../../.storybook/test-runner.ts';

config.setup?.();
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
globalThis.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
// Used only by the runner's retry after a navigation destroyed the page's context: the bundle loads then.
globalThis.__sbSetupPage = async (page, context) => (await import('@storybook/test-runner')).setupPage(page, context);
