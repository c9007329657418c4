import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import type { CacheBus, CacheEvent } from './cacheBus';
import { joinBuses, portBus } from './portBus';

/** A bus of other nodes (Redis in production): what is published, and a way to deliver. */
function nodesBus() {
  const published: CacheEvent[] = [];
  const handlers = new Set<(e: CacheEvent) => void>();
  const bus: CacheBus = {
    publish: (e) => void published.push(e),
    subscribe: (h) => (handlers.add(h), () => handlers.delete(h)),
  };
  return { bus, published, arrive: (e: CacheEvent) => handlers.forEach((h) => h(e)) };
}

describe('the bus between the main and the write thread', () => {
  it("carries each thread's events to the other, never back to itself", async () => {
    const { port1, port2 } = new MessageChannel();
    const main = portBus(port1);
    const writes = portBus(port2);
    const atMain: CacheEvent[] = [];
    const atWrites: CacheEvent[] = [];
    main.subscribe((e) => atMain.push(e));
    writes.subscribe((e) => atWrites.push(e));
    writes.publish({ kind: 'changes', changes: [] });
    main.publish({ kind: 'settings' });
    await vi.waitFor(() => expect(atMain).toEqual([{ kind: 'changes', changes: [] }]));
    await vi.waitFor(() => expect(atWrites).toEqual([{ kind: 'settings' }]));
    port1.close();
  });

  it("joined with the other nodes' bus: the write thread's events reach them, theirs reach it", async () => {
    const { port1, port2 } = new MessageChannel();
    const nodes = nodesBus();
    const main = joinBuses(nodes.bus, portBus(port1));
    const writes = portBus(port2);
    const atMain: CacheEvent[] = [];
    const atWrites: CacheEvent[] = [];
    main.subscribe((e) => atMain.push(e));
    writes.subscribe((e) => atWrites.push(e));

    writes.publish({ kind: 'user', id: 7 });
    await vi.waitFor(() => expect(atMain).toEqual([{ kind: 'user', id: 7 }]));
    expect(nodes.published).toEqual([{ kind: 'user', id: 7 }]);

    nodes.arrive({ kind: 'portal' });
    expect(atMain).toContainEqual({ kind: 'portal' });
    await vi.waitFor(() => expect(atWrites).toEqual([{ kind: 'portal' }]));

    // The main thread's own events go to both, and come back to neither.
    main.publish({ kind: 'dashboards' });
    expect(nodes.published).toContainEqual({ kind: 'dashboards' });
    await vi.waitFor(() => expect(atWrites).toContainEqual({ kind: 'dashboards' }));
    expect(atMain).not.toContainEqual({ kind: 'dashboards' });
    port1.close();
  });

  it("does not pass on a thread's `all` to the other nodes: they missed nothing", async () => {
    const { port1, port2 } = new MessageChannel();
    const nodes = nodesBus();
    joinBuses(nodes.bus, portBus(port1));
    const writes = portBus(port2);
    writes.publish({ kind: 'all' });
    // The port delivers in order: once the next event has passed on, `all` was not.
    writes.publish({ kind: 'portal' });
    await vi.waitFor(() => expect(nodes.published).toEqual([{ kind: 'portal' }]));
    port1.close();
  });
});
