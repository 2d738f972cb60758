import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderedPage } from '../entry-server';

/**
 * Pre-renders routes on every core: each worker thread loads the SSR bundle once and renders the
 * routes it is handed, one at a time, as it finishes the last (a slow page never holds up a
 * fixed share). The pages come back in the routes' order, so everything built from them is the
 * same as with one thread.
 *
 * Threads: `SITE_RENDER_THREADS`, or the machine's available parallelism.
 */
export function renderThreads(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.SITE_RENDER_THREADS);
  return Number.isInteger(asked) && asked >= 1 ? asked : Math.max(1, os.availableParallelism());
}

export interface RenderOutcome {
  pages: Map<string, RenderedPage>;
  /** What rendering logged with console.error (React's warnings among them): the build fails on any. */
  errors: string[];
}

/** A worker (CommonJS source, evaluated): renders each route it receives; its console.error lines travel with the answer. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const logged = [];
console.error = (...args) => logged.push(args.map(String).join(' '));
const describe = (error) => String((error && error.stack) || error);
import(workerData.entryUrl).then(
  (entry) => {
    parentPort.on('message', async (route) => {
      try {
        const page = await entry.render(route);
        parentPort.postMessage({ route, page, errors: logged.splice(0) });
      } catch (error) {
        parentPort.postMessage({ route, failure: describe(error), errors: logged.splice(0) });
      }
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ failure: 'loading the SSR bundle: ' + describe(error) }),
);
`;

type Answer = { ready: true } | { route?: string; page?: RenderedPage; failure?: string; errors?: string[] };

/** Renders `routes` with `threads` workers of the SSR bundle at `entryUrl` (a file: URL). */
export async function renderInWorkers(entryUrl: string, routes: readonly string[], threads: number): Promise<RenderOutcome> {
  const pages = new Map<string, RenderedPage>();
  const errors: string[] = [];
  const queue = [...routes];
  const workers = Array.from({ length: Math.min(threads, routes.length) }, () => new Worker(WORKER_SOURCE, { eval: true, workerData: { entryUrl } }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const route = queue.shift();
              if (route === undefined) resolve();
              else worker.postMessage(route);
            };
            worker.on('message', (answer: Answer) => {
              if ('ready' in answer) return next();
              errors.push(...(answer.errors ?? []));
              if (answer.failure) return reject(new Error(answer.route ? `Pre-rendering ${answer.route} failed: ${answer.failure}` : answer.failure));
              pages.set(answer.route!, answer.page!);
              next();
            });
            worker.once('error', reject);
            worker.once('exit', (code) => queue.length && reject(new Error(`A pre-rendering worker stopped (exit code ${code}) with ${queue.length} routes left.`)));
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return { pages: new Map(routes.map((route) => [route, pages.get(route)!])), errors };
}
