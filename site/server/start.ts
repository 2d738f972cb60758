import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createApp } from './app';
import { serverConfigFrom, SHUTDOWN_TIMEOUT_MS } from './config';
import { openFeedbackStore } from './feedbackStore';
import { builtKindOf, startupActionFor } from './siteManifest';

/**
 * `npm start`: builds the production site into SITE_DIR when it holds no complete production
 * build (none, an interrupted one, or one a test made), then serves it in production
 * (site/server/app.ts) on HOST:PORT (127.0.0.1:3000 by default). SITE_BUILD_KIND=test serves
 * the e2e build instead (playwright.config.ts), and never builds one. SIGTERM / SIGINT stop taking
 * requests, let the running ones finish, close the database and exit 0, within 10 s.
 */
const root = path.resolve(import.meta.dirname, '../..');
const config = serverConfigFrom(process.env, root);
const found = builtKindOf(config.siteDir);
const action = startupActionFor(found, config.buildKind);
if (action === 'refuse') {
  console.error(`${config.siteDir} holds ${found ? `a ${found} build` : 'no complete build'}, not a ${config.buildKind} build: scripts/test-e2e.ts builds it.`);
  process.exit(1);
}
if (action === 'build') {
  console.log(`${config.siteDir} holds ${found ? `a ${found} build` : 'no complete build'}: building the production site first…`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, SITE_OUT_DIR: config.siteDir, SITE_BUILD_KIND: 'production' } });
}

const app = await createApp({
  siteDir: config.siteDir,
  store: openFeedbackStore(config.feedbackDb),
  fastify: { logger: { level: config.logLevel }, trustProxy: config.trustProxy },
});
const address = await app.listen({ host: config.host, port: config.port });
console.log(`Docs served at ${address}/material-ui/getting-started (feedback → ${config.feedbackDb})`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing the server…`);
  setTimeout(() => {
    console.error(`Still closing after ${SHUTDOWN_TIMEOUT_MS} ms: exiting anyway.`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
