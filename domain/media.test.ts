import { describe, expect, it } from 'vitest';
import { checkFileList, mediaFileUrl, mediaIdOf } from './media';

describe('media file urls', () => {
  it('round-trips an id and refuses anything else', () => {
    expect(mediaIdOf(mediaFileUrl(42))).toBe(42);
    for (const bad of [
      'https://example.com/a.pdf',
      '/api/dokumen/3/file',
      '/api/media/0/file',
      '/api/media/3/file?x=1',
      '/api/media/../3/file',
    ]) {
      expect(mediaIdOf(bad), bad).toBeNull();
    }
  });
});

describe('checkFileList', () => {
  it('takes a list of {name, value} media files, names trimmed', () => {
    expect(checkFileList([])).toEqual({ ok: true, files: [] });
    expect(checkFileList([{ name: ' Perda ', value: '/api/media/3/file' }])).toEqual({
      ok: true,
      files: [{ name: 'Perda', value: '/api/media/3/file' }],
    });
  });

  it('refuses other shapes and values that are not media files', () => {
    for (const bad of [
      'x',
      {},
      [{ name: 'a' }],
      [{ name: '', value: '/api/media/3/file' }],
      [{ name: 'a', value: '/api/media/3/file', extra: 1 }],
      ['/api/media/3/file'],
    ]) {
      expect(checkFileList(bad)).toEqual({ ok: false, reason: 'shape' });
    }
    expect(checkFileList([{ name: 'a', value: 'https://example.com/a.pdf' }])).toEqual({
      ok: false,
      reason: 'not_media',
    });
  });
});
