/**
 * The HTTP server's life around the app: bind (with a readable refusal), drain on stop, and
 * notice when `npm start` is gone. Kept apart from main.ts so each step has one name.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
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

/** Per connection: requests in progress, and how many it has carried. */
interface ConnectionState {
  active: number;
  requests: number;
}

const tracked = new WeakMap<Server, Map<Socket, ConnectionState>>();

/**
 * Follows the server's connections from their start, so that drain() knows which are idle: a
 * connection is idle when it has no request in progress. Call it once, before listen().
 */
export function trackConnections(server: Server): void {
  const connections = new Map<Socket, ConnectionState>();
  tracked.set(server, connections);
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, requests: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = connections.get(req.socket);
    if (!state) return;
    state.active += 1;
    state.requests += 1;
    res.once('close', () => (state.active -= 1));
  });
}

/** How often drain() looks for idle connections to close. */
const SWEEP_MS = 200;

/**
 * Stops accepting connections and lets the requests in progress finish. A connection is closed
 * once it has been idle (no request in progress, none begun) over a whole sweep interval, never
 * at once: a connection just accepted whose request has not been read yet is idle too, and
 * closing it would reset a request the client has sent. That is what made a stopping cluster
 * worker lose requests: the primary hands a connection over, and the worker takes the handle
 * and the SIGTERM in one turn of its loop, before reading a byte; `server.close()` closes idle
 * connections on the spot, so the client got a reset. Resolves true once every connection has
 * ended, or false when `graceMs` passed first; then the remaining connections are cut.
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
    const connections = tracked.get(server);
    // Idle connections at the previous sweep, with their request count then.
    const idleBefore = new Map<Socket, number>();
    const sweep = setInterval(() => {
      if (!connections) return server.closeIdleConnections();
      for (const [socket, state] of connections) {
        if (state.active > 0) idleBefore.delete(socket);
        else if (idleBefore.get(socket) === state.requests) socket.destroy();
        else idleBefore.set(socket, state.requests);
      }
    }, SWEEP_MS);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, graceMs);
    // net's close, not http's: http's Server.close() also closes every idle connection at once.
    if (connections) NetServer.prototype.close.call(server, () => finish(true));
    else server.close(() => finish(true));
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
