import path from 'node:path';
import { buildKindFrom, type BuildKind } from './siteManifest';

/** How the production server runs, from its environment. */
export interface ServerConfig {
  /** HOST: the address to listen on; loopback unless a deployment opens it up. */
  host: string;
  /** PORT */
  port: number;
  /** SITE_DIR: the built site. */
  siteDir: string;
  /** SITE_BUILD_KIND: the kind of build served ("production"; the e2e server serves its "test" build). */
  buildKind: BuildKind;
  /** FEEDBACK_DB: the SQLite file feedback goes to; created with its folder on first start. */
  feedbackDb: string;
  /**
   * TRUST_PROXY: "true" or the proxies' addresses ("loopback", "10.0.0.0/8,127.0.0.1"), for a
   * server behind a reverse proxy: the rate limit then counts the client's address from
   * X-Forwarded-For. Off by default, since any client could otherwise pick its own address.
   */
  trustProxy: boolean | string;
  /** LOG_LEVEL: pino's level ("info" logs each request; "silent" nothing). */
  logLevel: string;
}

/** The longest a graceful shutdown may take before the process exits anyway. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

function portOf(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${JSON.stringify(value)}`);
  return port;
}

function trustProxyOf(value: string | undefined): ServerConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Reads the server's settings; relative paths are taken from the repository root. */
export function serverConfigFrom(env: Record<string, string | undefined>, root: string): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: portOf(env.PORT),
    siteDir: path.resolve(root, env.SITE_DIR || 'dist'),
    buildKind: buildKindFrom(env),
    feedbackDb: path.resolve(root, env.FEEDBACK_DB || 'data/feedback.sqlite'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
