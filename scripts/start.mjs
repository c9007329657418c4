// `npm start`: build the front end when it is missing or older than its sources, then serve
// the app and the API on one port. `npm start -- --api-only` serves the API alone and skips the
// build (it would not be served).
//
// Stopping: SIGTERM, SIGINT and SIGHUP are passed on to the server, which finishes its requests
// and exits; this process then exits with it. The server also watches this process through an
// IPC channel and stops if it disappears (kill -9). If the parent that started this process
// (npm and its shell) goes away, this process is re-parented, notices it and stops the server
// too: no orphan keeps serving the port.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';
import { buildIfStale } from './buildIfStale.mjs';

const args = process.argv.slice(2);
if (!args.includes('--api-only')) {
  try {
    buildIfStale();
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
const forward = (sig) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(sig);
};
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => forward(sig));

const parent = process.ppid;
const orphanCheck = setInterval(() => {
  if (process.ppid !== parent) {
    clearInterval(orphanCheck);
    forward('SIGTERM');
  }
}, 1000);
orphanCheck.unref();

child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1));
});
