import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type JSX } from 'react';
import { HttpError, I18nContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingText } from '../../src/admin/LoadingText';
import { apiFetch, isNoResponse } from '../../src/providers/httpClient';
import { i18nProvider } from '../../src/providers/i18nProvider';

/** A fetch that plays the given answers in turn (a function throws: no answer at all). */
function stubFetch(...answers: (() => Response)[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    const next = answers[Math.min(calls.length, answers.length) - 1]!;
    return next();
  });
  return calls;
}
const ok = () => Response.json({ status: 1, data: ['ok'] });
const unreachable = (): Response => {
  throw new TypeError('Failed to fetch');
};
const unavailable = () => Response.json({ status: 0, message: 'Sedang sibuk' }, { status: 503 });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the HTTP client retries a failed call once after 1 s (spec 9)', () => {
  it('a read without an answer is sent again 1 s later and succeeds', async () => {
    const calls = stubFetch(unreachable, ok);
    const call = apiFetch<string[]>('/faq');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual(['GET /api/faq']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toMatchObject({ data: ['ok'] });
    expect(calls).toEqual(['GET /api/faq', 'GET /api/faq']);
  });

  it('a read answered 5xx twice fails with the second answer, after exactly one retry', async () => {
    const calls = stubFetch(unavailable);
    const call = apiFetch('/faq').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await call).toMatchObject({ status: 503, message: 'Sedang sibuk' });
    expect(calls).toHaveLength(2);
  });

  it('a refusal (4xx) is not sent again', async () => {
    const calls = stubFetch(() =>
      Response.json({ status: 0, message: 'Tidak ditemukan' }, { status: 404 }),
    );
    const call = apiFetch('/faq').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await call).toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });

  it('a write that may have reached the server is never sent twice; the error is NO_RESPONSE', async () => {
    const calls = stubFetch(unreachable, ok);
    const call = apiFetch('/inovasi/1/kirim', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(5_000);
    const error = await call;
    expect(calls).toEqual(['POST /api/inovasi/1/kirim']);
    expect(error).toBeInstanceOf(HttpError);
    expect(isNoResponse(error)).toBe(true);
    expect(error).toMatchObject({
      status: 0,
      message: 'app.no_response',
      body: { code: 'NO_RESPONSE' },
    });
    expect(i18nProvider.translate((error as HttpError).message)).toBe(
      'Server tidak memberi jawaban (NO_RESPONSE). Periksa koneksi internet Anda, lalu coba lagi.',
    );
  });

  it('a write sent while the device was offline cannot have arrived: it is tried again after 1 s', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = stubFetch(unreachable, ok);
    const call = apiFetch('/inovasi/1/kirim', { method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(call).resolves.toMatchObject({ status: 1 });
    expect(calls).toHaveLength(2);
  });
});

describe('a lazy screen shows its loading text only after 100 ms (spec 9)', () => {
  const screenAfter = (ms: number) =>
    lazy(
      () =>
        new Promise<{ default: () => JSX.Element }>((resolve) =>
          setTimeout(() => resolve({ default: () => <p>Layar siap</p> }), ms),
        ),
    );
  const renderLazy = (Screen: ReturnType<typeof screenAfter>) =>
    render(
      <I18nContextProvider value={i18nProvider}>
        <Suspense fallback={<LoadingText />}>
          <Screen />
        </Suspense>
      </I18nContextProvider>,
    );

  it('a screen ready within 100 ms never flashes "Mohon tunggu sebentar..."', async () => {
    renderLazy(screenAfter(80));
    await act(() => vi.advanceTimersByTimeAsync(79));
    expect(screen.queryByText('Mohon tunggu sebentar...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Layar siap')).toBeInTheDocument();
    expect(screen.queryByText('Mohon tunggu sebentar...')).toBeNull();
  });

  it('a slower screen shows the loading text from 100 ms until it is ready', async () => {
    renderLazy(screenAfter(400));
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(screen.queryByText('Mohon tunggu sebentar...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Mohon tunggu sebentar...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('Layar siap')).toBeInTheDocument();
    expect(screen.queryByText('Mohon tunggu sebentar...')).toBeNull();
  });
});
