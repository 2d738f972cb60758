import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * `npm start`'s program as its own process, on an ephemeral port; resolves once it serves,
 * rejects with its output when it exits first. `env` adds to the server's environment.
 */
export function startProcess(site: string, db: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'site/server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, SITE_DIR: site, FEEDBACK_DB: db, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const origin = /Docs served at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (origin) {
        clearTimeout(timer);
        resolve({ child, origin });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${out}`));
    });
  });
}

export const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
