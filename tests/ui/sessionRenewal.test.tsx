import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/providers/authProvider';
import { rememberExpiry, stopRenewal } from '../../src/providers/sessionRenewal';
import { mockServer, signInAs, startRealApi } from './harness';

const api = startRealApi();

/** Paths of the API calls made from now on. */
function recordCalls(): string[] {
  const calls: string[] = [];
  mockServer().events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

afterEach(() => {
  vi.useRealTimers();
  stopRenewal();
  mockServer().events.removeAllListeners();
});

describe('silent session renewal', () => {
  it('renews the token about five minutes before it expires', async () => {
    await signInAs(api(), 'viewer');
    const calls = recordCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    rememberExpiry(7200);
    const expiresAt = Number(localStorage.getItem('token_expires_at'));
    vi.advanceTimersByTime((7200 - 5 * 60 - 1) * 1000);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    await waitFor(() => expect(calls).toEqual(['POST /api/refresh']));
    // Within the same second the fresh token may equal the old one; the expiry moved on.
    await waitFor(() =>
      expect(Number(localStorage.getItem('token_expires_at'))).toBeGreaterThan(expiresAt),
    );
    expect(localStorage.getItem('token')).toBeTruthy();
    const me = await api().app.request('/api/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    expect(me.status).toBe(200);
  });

  it('stops at sign-out and tells the API (best effort)', async () => {
    await signInAs(api(), 'viewer');
    const calls = recordCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    rememberExpiry(7200);
    await authProvider.logout({});
    vi.advanceTimersByTime(7200 * 1000);
    vi.useRealTimers();
    await waitFor(() => expect(calls).toEqual(['POST /api/logout']));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token_expires_at')).toBeNull();
    const log = await api().call('GET', '/api/activities', { as: 'superadmin' });
    const logout = log.body.data.find((a: { name: string }) => a.name === 'logout');
    expect(logout).toMatchObject({ account: { username: 'viewer' } });
  });
});
