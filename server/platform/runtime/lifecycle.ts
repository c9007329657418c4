/**
 * The HTTP server's life around the app: bind (with a readable refusal), drain on stop, and
 * notice when `npm start` is gone. Kept apart from main.ts so each step has one name.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STARTUP_MESSAGES } from './startupMessages';

/** Binding the port failed; the message says why in Indonesian and English. */
export class BindError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BindError';
  }
}

function bindMessage(err: NodeJS.ErrnoException, host: string, port: number): string {
  switch (err.code) {
    case 'EADDRINUSE':
      return STARTUP_MESSAGES.portInUse(host, port);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return STARTUP_MESSAGES.hostUnavailable(host);
    default:
      return STARTUP_MESSAGES.bindFailed(host, port, err.code ?? err.message);
  }
}

/** Listens on host:port; rejects with a BindError (port taken, unknown host, ...). */
export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(new BindError(bindMessage(err, host, port)));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Stops accepting connections and lets the requests in progress finish. Kept-alive connections
 * are closed as soon as they fall idle. Resolves true once every connection has ended, or false
 * when `graceMs` passed first; then the remaining connections are cut.
 */
export function drain(server: Server, graceMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (clean: boolean) => {
      if (done) return;
      done = true;
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(clean);
    };
    // server.close() closes the idle connections of that moment only; a connection whose
    // request finishes later would stay open (keep-alive) and hold the close forever.
    const sweep = setInterval(() => server.closeIdleConnections(), 200);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, graceMs);
    server.close(() => finish(true));
  });
}

/**
 * Under `npm start`, scripts/start.mjs runs this process with an IPC channel. Its end means the
 * parent is gone (kill -9, a crash): call `onGone` rather than serve on as an orphan. A process
 * started directly has no channel and watches nothing. Returns whether it watches.
 */
export function watchParent(onGone: () => void): boolean {
  if (!process.send || !process.channel) return false;
  // The channel must not keep the process alive by itself once the server has closed.
  process.channel.unref();
  process.once('disconnect', onGone);
  return true;
}
