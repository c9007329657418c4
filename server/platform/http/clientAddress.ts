import { BlockList, isIP } from 'node:net';

/**
 * The client's address when the server sits behind proxies it trusts (TRUST_PROXY).
 *
 * A proxy appends the address it received the request from to `X-Forwarded-For`, so the list
 * reads client, proxy1, proxy2...; only the entries our own trusted proxies added are
 * believable. Walking from the right, each address that is a trusted proxy is skipped; the
 * first one that is not is the client (anything left of it the client could have written). With
 * no trusted proxy, or a connection from an untrusted address, the header is ignored: a client
 * cannot choose the address its failed logins count against.
 */

/** `loopback` in the list trusts 127.0.0.0/8 and ::1 (a proxy on the same machine). */
const LOOPBACK_PROXY = 'loopback';

/** One TRUST_PROXY entry: `loopback`, an IP address, or a network as `address/prefix`. */
export function isProxyEntry(entry: string): boolean {
  if (entry === LOOPBACK_PROXY) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The trusted proxies as a matcher (node's BlockList does the address and subnet arithmetic). */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.length ? entries : []) {
    if (entry === LOOPBACK_PROXY) {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** `::ffff:10.0.0.5` (an IPv4 client on a dual-stack socket) is `10.0.0.5`. */
function plainAddress(address: string): string {
  const a = address.trim().toLowerCase();
  return a.startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a;
}

function trusted(address: string, proxies: BlockList): boolean {
  const a = plainAddress(address);
  const family = isIP(a);
  return family !== 0 && proxies.check(a, family === 4 ? 'ipv4' : 'ipv6');
}

export function clientAddressBehind(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  proxies: BlockList | null,
): string {
  if (!socketAddress) return 'local';
  const peer = plainAddress(socketAddress);
  if (!forwardedFor || !proxies || !trusted(peer, proxies)) return peer;
  const hops = forwardedFor
    .split(',')
    .map((h) => plainAddress(h))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trusted(hops[i]!, proxies)) return hops[i]!;
  }
  // Every hop is one of ours: the leftmost is as far as anyone can see.
  return hops[0] ?? peer;
}
