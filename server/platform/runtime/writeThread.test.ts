import { describe, expect, it, vi } from 'vitest';
import { isWrite, startWriteThread } from './writeThread';

const ECHO = new URL('./fixtures/echoThread.mjs', import.meta.url);

const post = (path: string) => new Request(`http://localhost${path}`, { method: 'POST' });
const bytes = (text = 'x') => new TextEncoder().encode(text).buffer;

describe('the write thread', () => {
  it('answers the requests handed to it, with their body, status and headers', async () => {
    const thread = startWriteThread(ECHO, () => undefined);
    await thread.start();
    const res = await thread.forward(post('/api/simpan'), '10.0.0.7', bytes('{"a":1}'));
    expect(res.status).toBe(201);
    expect(res.headers.get('x-thread')).toBe('writes');
    expect(await res.text()).toBe('POST /api/simpan {"a":1} 10.0.0.7');
    await thread.close();
  });

  it("delivers a write's cache events before its answer", async () => {
    const thread = startWriteThread(ECHO, () => undefined);
    const seen: string[] = [];
    thread.bus.subscribe((e) => seen.push(e.kind));
    await thread.start();
    for (let i = 0; i < 20; i++) {
      const res = thread.forward(post(`/api/simpan/${i}`), undefined, bytes());
      await res;
      // Each answer arrives after its own event, whatever else runs meanwhile.
      expect(seen).toHaveLength(i + 1);
    }
    await thread.close();
  });

  it('answers 503 for the requests of a thread that died, and serves again from a new one', async () => {
    const gaveUp = vi.fn();
    const thread = startWriteThread(ECHO, gaveUp);
    await thread.start();
    const crashed = await thread.forward(post('/crash'), undefined, bytes());
    expect(crashed.status).toBe(503);
    expect((await crashed.json()).message).toMatch(/dimulai ulang/);
    const again = await thread.forward(post('/api/simpan'), undefined, bytes());
    expect(again.status).toBe(201);
    expect(gaveUp).not.toHaveBeenCalled();
    await thread.close();
  });

  it('stops the server when threads keep dying (more than 5 in a minute)', async () => {
    const gaveUp = vi.fn();
    const thread = startWriteThread(ECHO, gaveUp);
    await thread.start();
    for (let i = 0; i < 6; i++) {
      const res = await thread.forward(post('/crash'), undefined, bytes());
      expect(res.status).toBe(503);
    }
    await vi.waitFor(() => expect(gaveUp).toHaveBeenCalledOnce());
    expect(gaveUp.mock.calls[0]![0]).toMatch(/lebih dari 5 kali/);
    await thread.close();
  });

  it("takes every method that may change something, and a resumable upload's every request", () => {
    const at = (method: string, path: string) =>
      isWrite(method, `http://localhost${path}`, '/api/uploads');
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].every((m) => at(m, '/api/inovasi/1'))).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some((m) => at(m, '/api/inovasi/1'))).toBe(false);
    expect(['GET', 'HEAD'].every((m) => at(m, '/api/uploads/abc'))).toBe(true);
  });
});
