// `npm start`: build the front end when it is missing or older than its sources, then serve
// the app and the API on one port.
import { spawn } from 'node:child_process';
import { buildIfStale } from './buildIfStale.mjs';

try {
  buildIfStale();
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'server/main.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
