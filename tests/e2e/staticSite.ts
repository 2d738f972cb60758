import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../site/server/static';

export interface ServedSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * A build other than the one Playwright's server serves (tests/e2e/dirs.ts), on 127.0.0.1:`port` (0: any free one)
 * through the small static server (site/server/static.ts, the production server's file rules).
 */
export async function serveSite(root: string, port: number): Promise<ServedSite> {
  const server: Server = createStaticServer(root);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  // Port 0: a free port of the system's choosing (one per Playwright worker).
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
