import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerBytes, compressJson, COMPRESS_MIN_BYTES } from './compressJson';

const big = {
  status: 1,
  data: Array.from({ length: 200 }, (_, i) => ({ id: i, nama: `Inovasi ${i}` })),
};

function app() {
  const a = new Hono();
  const seen: Response[] = [];
  a.use('*', async (c, next) => {
    await next();
    seen.push(c.res);
  });
  a.use('*', compressJson);
  a.get('/small', (c) => c.json({ status: 1 }));
  a.get('/big', (c) => c.json(big, 201, { 'x-jumlah': '200' }));
  // A header set after the route answered: Hono rebuilds the answer from its body.
  a.use('/after', async (c, next) => {
    await next();
    c.header('x-late', 'ya');
  });
  a.get('/after', (c) => c.json(big));
  a.get('/text', (c) => c.text('x'.repeat(COMPRESS_MIN_BYTES * 2)));
  return { a, seen };
}

describe('compressJson', () => {
  it('sends a small JSON answer as it is, saying it varies by encoding', async () => {
    const { a, seen } = app();
    const res = await a.request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.json()).toEqual({ status: 1 });
    expect(new TextDecoder().decode(answerBytes(seen[0]!))).toBe('{"status":1}');
  });

  it("compresses a large one in brotli or gzip, keeping its status and the route's headers", async () => {
    const { a, seen } = app();
    const br = await a.request('/big', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(201);
    expect(br.headers.get('x-jumlah')).toBe('200');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    expect(br.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(big);
    // The bytes it wrote, for a reader that needs them whole.
    expect(Buffer.from(answerBytes(seen[0]!)!)).toEqual(bytes);
    const gz = await a.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
    const plain = await a.request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
  });

  it('compresses an answer rebuilt after it was made from its body', async () => {
    const { a } = app();
    const res = await a.request('/after', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('x-late')).toBe('ya');
    expect(res.headers.get('content-encoding')).toBe('br');
    const text = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(JSON.parse(text)).toEqual(big);
  });

  it('leaves an answer that is not JSON alone', async () => {
    const { a, seen } = app();
    const res = await a.request('/text', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.text()).length).toBe(COMPRESS_MIN_BYTES * 2);
    expect(answerBytes(seen[0]!)).toBeUndefined();
  });
});
