// The story files' test environment: @storybook/test-runner's own (playwright/custom-environment.js),
// except that a worker keeps its page from one story file to the next.
//
// Why: the runner's environment opens, for each of the 249 story files, a new browser context and a
// new page and loads Storybook's preview into it (iframe.html: every story's code, fetched and compiled
// again, since a new context has an empty cache and a new renderer). That cost 3.5-8 s a file on this
// machine's 2 cores, against 2.5 s a story. The next file goes on in the same page and the same
// preview, as a designer goes from story to story in Storybook (each story is unmounted when the next
// one renders, and .storybook/test-runner.ts puts the globals back after each). The preview is loaded
// again (a fresh document, in the same renderer and cache) only when the last file left the document
// other than it found it: an element beside Storybook's own in the body (a portal still open), or a
// style on <html> or <body> (a scroll lock). A reload for every file cost 1 s a file: 1188 s of story
// time against 948 s.
//
// The kept connection keeps a worker process alive after its last file: jest ends it 0.5 s later and
// says so ("A worker process has failed to exit gracefully"), which is expected here, not a leak of a test.
//
// A file with a failed test does not pass its page on: the next file starts from a new context and
// a fresh preview, as the runner's own environment would, so nothing a failure left behind reaches it.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker process's page (and its context and browser connection) kept after a passing file. */
let kept = null;

/**
 * What a story can leave behind in the preview's document: the body's elements (tag and id) and the
 * inline styles of <html> and <body>. Storybook's own are left out: its elements (ids storybook-…,
 * some added with the first story: the highlight root, the a11y addon's vision filters) and the
 * `filter` the a11y addon sets on the body. Run in the page.
 */
function documentState() {
  const children = [...document.body.children].filter((el) => !el.id.startsWith('storybook-')).map((el) => `${el.tagName}#${el.id}`);
  const style = (el) => [...el.style].filter((name) => name !== 'filter').map((name) => `${name}: ${el.style.getPropertyValue(name)}`);
  return `${children.join(' ')} | html: ${style(document.documentElement).join('; ')} | body: ${style(document.body).join('; ')}`;
}
/** Where the page keeps the state its fresh preview had (compared after each file). */
const FRESH_STATE = '__previewFreshState';

/**
 * The runner's page setup exposes its bindings to the page; they outlive a navigation, and a second
 * exposeBinding of a name throws. When a kept page's preview is loaded again the setup runs again (its
 * load of the preview and its script), and a binding the page already has is left as it is.
 */
const exposingOnce = new WeakSet();
function exposeOnce(page) {
  if (exposingOnce.has(page)) return;
  exposingOnce.add(page);
  const names = new Set();
  const expose = page.exposeBinding.bind(page);
  page.exposeBinding = async (name, ...rest) => {
    if (names.has(name)) return undefined;
    names.add(name);
    return expose(name, ...rest);
  };
}

export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    // Without a kept page, the runner's environment connects, opens a context and a page, as always.
    options.skipInitialization = kept !== null;
    await super.setup();
    const clean = kept?.clean === true;
    if (kept) {
      Object.assign(this.global, { browser: kept.browser, context: kept.context, page: kept.page });
      kept = null;
    }
    if (clean) return;
    exposeOnce(this.global.page);
    await setupPage(this.global.page, this.global.context);
    await this.global.page.evaluate(`window.${FRESH_STATE} = (${documentState})()`);
  }

  async handleTestEvent(event, state) {
    if (event.name === 'test_done' && event.test.errors.length > 0) this.failed = true;
    await super.handleTestEvent(event, state);
  }

  async teardown() {
    if (this.failed) {
      // The runner's teardown: the page's context goes with the browser connection.
      await this.global.context?.close().catch(() => undefined);
      await super.teardown();
      return;
    }
    const { browser, context, page } = this.global;
    // The preview goes on as it is only if the document is as its fresh load left it.
    const clean = await page
      .evaluate(`window.${FRESH_STATE} !== undefined && window.${FRESH_STATE} === (${documentState})()`)
      .catch(() => false);
    kept = { browser, context, page, clean };
    // The Node environment's own teardown only (this file's globals); the page stays open.
    await Object.getPrototypeOf(PlaywrightEnvironment.prototype).teardown.call(this);
  }
}
