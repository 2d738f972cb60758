// A story that fails is run once more, from a fresh visit, with the first failure printed (jest-circus).
// Why: on the loaded 2-core CI machine, two clean runs each had one story file screenshotted while a
// play function from a navigation retry of the test-runner was still clicking (Feedback sampler,
// Backdrop), never the same story twice, and both pass alone 3 of 3. A story that fails twice fails.
import { jest } from '@jest/globals';

jest.retryTimes(1, { logErrorsBeforeRetry: true });
