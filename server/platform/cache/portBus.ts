import type { CacheBus, CacheEvent } from './cacheBus';

/** A message of the bus between the API's main thread and its write thread. */
interface BusMessage {
  t: 'bus';
  event: CacheEvent;
}

const isBusMessage = (m: unknown): m is BusMessage =>
  typeof m === 'object' && m !== null && (m as { t?: unknown }).t === 'bus';

/** The thread's end of the port: a `Worker` on the main thread, `parentPort` in the worker. */
export interface ThreadPort {
  postMessage(value: unknown): void;
  on(event: 'message', listener: (value: unknown) => void): unknown;
}

/**
 * The cache bus between two threads of one process (server/platform/runtime/writeThread.ts),
 * over the port that also carries the write thread's answers. A port delivers in order, so the
 * main thread has forgotten what a write changed before it hands that write's answer to the
 * client: the writer's next read is fresh, as in one thread.
 */
export function portBus(port: ThreadPort): CacheBus {
  const handlers = new Set<(event: CacheEvent) => void>();
  port.on('message', (m: unknown) => {
    if (!isBusMessage(m)) return;
    for (const h of handlers) {
      try {
        h(m.event);
      } catch (e) {
        console.error('[cache] pesan antar-thread gagal', e);
      }
    }
  });
  return {
    publish(event) {
      port.postMessage({ t: 'bus', event } satisfies BusMessage);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}

/**
 * Two buses as one (the main thread with REDIS_URL): what this thread publishes goes to both;
 * what either brings reaches the handlers, and is passed on to the other, so the write thread
 * hears the other nodes and they hear it.
 */
export function joinBuses(nodes: CacheBus, thread: CacheBus): CacheBus {
  nodes.subscribe((e) => thread.publish(e));
  thread.subscribe((e) => {
    // `all` means a thread or node missed messages; the other nodes did not.
    if (e.kind !== 'all') nodes.publish(e);
  });
  return {
    publish(event) {
      nodes.publish(event);
      thread.publish(event);
    },
    subscribe(handler) {
      const a = nodes.subscribe(handler);
      const b = thread.subscribe(handler);
      return () => {
        a();
        b();
      };
    },
  };
}
