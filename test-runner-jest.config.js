// Jest config of the Storybook test-runner: Debian's Chromium, fixed viewport for stable screenshots.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './scripts/chromium.js';

const base = getJestConfig();
/** Chromium's headless user agent, marked as the story runner's. */
const STORY_RUNNER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome Safari/537.36 StorybookTestRunner';
/** The runner's own setup file, replaced by tests/stories/runnerHooks.js (why: there). */
const RUNNER_SETUP = /@storybook\/test-runner\/playwright\/jest-setup\.js$/;
const runnerSetup = (base.setupFilesAfterEnv ?? []).filter((file) => !RUNNER_SETUP.test(file));
if (!/playwright\/custom-environment\.js$/.test(base.testEnvironment ?? '')) throw new Error('test-runner-jest.config.js: @storybook/test-runner no longer uses playwright/custom-environment.js; check tests/stories/storyEnvironment.js against its new environment.');
if (runnerSetup.length === (base.setupFilesAfterEnv ?? []).length) throw new Error('test-runner-jest.config.js: @storybook/test-runner no longer sets up playwright/jest-setup.js; check tests/stories/runnerHooks.js against its new setup.');

export default {
  ...base,
  testTimeout: 60_000,
  // The runner's environment, keeping a worker's page from one story file to the next (why: there).
  testEnvironment: '<rootDir>/tests/stories/storyEnvironment.js',
  setupFilesAfterEnv: ['<rootDir>/tests/stories/runnerHooks.js', ...runnerSetup, '<rootDir>/tests/stories/retryOnce.js'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // The full browser, not the e2e's headless shell: the baselines are its pictures (the shell draws text a few
      // pixels differently), and the runner opens one page a worker, where the shell saved little (52 stories 51.8 s against 52.9–56.4 s).
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      // The user agent names the runner: the preview then leaves axe to it (.storybook/preview.tsx turns the
      // a11y addon's own run per render to manual; the runner checks every mode itself).
      contextOptions: { viewport: { width: 1024, height: 720 }, deviceScaleFactor: 1, userAgent: STORY_RUNNER_USER_AGENT },
    },
  },
};
