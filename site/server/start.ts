import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CSP_MANIFEST_FILE } from '../build/cspManifest';
import { createApp } from './app';
import { serverConfigFrom, SHUTDOWN_TIMEOUT_MS } from './config';
import { openFeedbackStore } from './feedbackStore';

/**
 * `npm start`: builds the site when there is no complete build, then serves it in production
 * (site/server/app.ts) on HOST:PORT (127.0.0.1:3000 by default). SIGTERM / SIGINT stop taking
 * requests, let the running ones finish, close the database and exit 0, within 10 s.
 */
const root = path.resolve(import.meta.dirname, '../..');
const config = serverConfigFrom(process.env, root);
if (!existsSync(path.join(config.siteDir, '404.html')) || !existsSync(path.join(config.siteDir, CSP_MANIFEST_FILE))) {
  console.log('No complete build found: building the site first…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
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
