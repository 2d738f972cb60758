// Jest config of the Storybook test-runner: Debian's Chromium, fixed viewport for stable screenshots.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './scripts/chromium.js';

const base = getJestConfig();

export default {
  ...base,
  testTimeout: 60_000,
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/tests/stories/retryOnce.js'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      contextOptions: { viewport: { width: 1024, height: 720 }, deviceScaleFactor: 1 },
    },
  },
};
