import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createStaticServer } from './static';

/** `npm start`: builds the site when there is no build, then serves it on 127.0.0.1. */
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
if (!existsSync(path.join(dist, '404.html'))) {
  console.log('No build found: building the site first…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const server = createStaticServer(dist).listen(port, host, () => {
  console.log(`Docs served at http://${host}:${port}/material-ui/getting-started`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
