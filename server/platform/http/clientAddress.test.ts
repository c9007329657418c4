import { describe, expect, it } from 'vitest';
import { clientAddressBehind, isProxyEntry, trustedProxies } from './clientAddress';

const proxies = (...entries: string[]) => trustedProxies(entries);

describe('clientAddressBehind', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddressBehind('10.0.0.9', '203.0.113.7', null)).toBe('10.0.0.9');
    expect(clientAddressBehind('10.0.0.9', '203.0.113.7', proxies())).toBe('10.0.0.9');
  });

  it('ignores it from a connection that is not a trusted proxy', () => {
    expect(clientAddressBehind('198.51.100.4', '203.0.113.7', proxies('10.0.0.9'))).toBe(
      '198.51.100.4',
    );
  });

  it('takes the address the trusted proxy saw, not what the client wrote before it', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; haproxy appended the real peer.
    expect(clientAddressBehind('10.0.0.9', '1.2.3.4, 203.0.113.7', proxies('10.0.0.9'))).toBe(
      '203.0.113.7',
    );
  });

  it('skips a chain of trusted proxies; `loopback` and networks are trusted as a whole', () => {
    const ours = proxies('loopback', '172.16.0.0/12');
    expect(clientAddressBehind('::ffff:127.0.0.1', '203.0.113.7, 172.18.0.5', ours)).toBe(
      '203.0.113.7',
    );
    expect(clientAddressBehind('::1', '2001:db8::5', ours)).toBe('2001:db8::5');
    expect(clientAddressBehind('172.20.1.1', '198.51.100.1', ours)).toBe('198.51.100.1');
  });

  it('answers the connection itself without a header, and `local` without a socket', () => {
    expect(clientAddressBehind('::ffff:127.0.0.1', undefined, proxies('loopback'))).toBe(
      '127.0.0.1',
    );
    expect(clientAddressBehind(undefined, '203.0.113.7', proxies('loopback'))).toBe('local');
  });
});

describe('isProxyEntry', () => {
  it('accepts loopback, addresses and networks, and refuses the rest', () => {
    for (const ok of ['loopback', '10.0.0.9', '172.16.0.0/12', '::1', 'fd00::/8'])
      expect(isProxyEntry(ok), ok).toBe(true);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.1/a', '1.2.3', '10.0.0.0/8/1'])
      expect(isProxyEntry(bad), bad).toBe(false);
  });
});
