import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import type { Change } from './changeScope';

/**
 * What one API node tells the others it changed, so they forget their copies at once
 * (docs/decisions.md "Cache invalidation across nodes"):
 * - `user`: an account was disabled, its roles or password changed (server/platform/auth/userCache.ts);
 * - `session`: a session ended (logout, revoked);
 * - `settings`: an app setting was written (server/platform/cache/settingsCache.ts);
 * - `dashboards`: forget every kept answer (server/platform/cache/dashboardCache.ts);
 * - `writes`: a write that declared nothing reached the database through the API: every kept
 *   dashboard, report and ranking is stale (server/platform/cache/dashboardCache.ts `noteChanges`);
 * - `changes`: a write declared what it changed (server/platform/cache/changeScope.ts): the kept
 *   answers it can touch are stale, the others stay;
 * - `portal`: what the public portal shows changed (server/platform/cache/publicCache.ts);
 * - `all`: this node may have missed messages (its Redis connection dropped): forget everything.
 */
export type CacheEvent =
  | { kind: 'user'; id: number }
  | { kind: 'session'; id: string }
  | { kind: 'settings' }
  | { kind: 'dashboards' }
  | { kind: 'writes' }
  | { kind: 'changes'; changes: readonly Change[] }
  | { kind: 'portal' }
  | { kind: 'all' };

export interface CacheBus {
  /** Tells the other nodes (never this one: the caller has already forgotten its own copy). */
  publish(event: CacheEvent): void;
  /** Runs `handler` for each event another node publishes; answers an unsubscribe. */
  subscribe(handler: (event: CacheEvent) => void): () => void;
}

/**
 * The bus over Redis pub/sub: one channel, messages tagged with this node's id so it skips its
 * own. `subscriber` is a connection of its own (a subscribed Redis connection runs no other
 * command). When it reconnects after a drop, the handlers get `all`: messages published while
 * it was away are lost, so every cache starts over.
 */
export function redisBus(
  publisher: Redis,
  subscriber: Redis,
  prefix: string,
  onError: (e: unknown) => void = (e) => console.error('[cache] pesan antar-node gagal', e),
): CacheBus & { ready: Promise<void> } {
  const node = randomUUID();
  const channel = `${prefix}cache`;
  const handlers = new Set<(event: CacheEvent) => void>();
  const deliver = (event: CacheEvent) => {
    for (const h of handlers) {
      try {
        h(event);
      } catch (e) {
        onError(e);
      }
    }
  };
  subscriber.on('message', (ch: string, raw: string) => {
    if (ch !== channel) return;
    try {
      const { from, event } = JSON.parse(raw) as { from: string; event: CacheEvent };
      if (from !== node) deliver(event);
    } catch (e) {
      onError(e);
    }
  });
  let subscribedOnce = false;
  const ready = subscriber.subscribe(channel).then(() => {
    subscribedOnce = true;
  });
  // ioredis resubscribes by itself after a reconnect; what was published meanwhile is gone.
  subscriber.on('ready', () => {
    if (subscribedOnce) deliver({ kind: 'all' });
  });
  return {
    ready,
    publish(event) {
      publisher.publish(channel, JSON.stringify({ from: node, event })).catch(onError);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}

/**
 * The bus of each database handle: the settings and dashboard caches are kept per `Db`, and
 * publish through the bus their database was connected with (none: one process, nothing to
 * tell).
 */
const buses = new WeakMap<Db, CacheBus>();

export const bindBus = (db: Db, bus: CacheBus) => void buses.set(db, bus);
export const busFor = (db: Db): CacheBus | undefined => buses.get(db);
