import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  checkFileChoice,
  checkFileList,
  fileRules,
  mediaFileUrl,
  mediaIdOf,
  nameFitsType,
  sizeLabel,
} from './media';

describe('file field rules', () => {
  it('defaults: images take pictures up to 2 MB, files take documents up to 10 MB', () => {
    expect(fileRules({ kind: 'image' })).toMatchObject({
      accept: 'image',
      maxBytes: 2 * 1024 * 1024,
    });
    expect(fileRules({ kind: 'file' }).types).toContain('application/pdf');
    expect(fileRules({ kind: 'file', accept: 'pdf', maxBytes: 5e6 })).toMatchObject({
      types: ['application/pdf'],
      maxBytes: 5e6,
    });
    // No field may exceed what the upload route takes.
    expect(fileRules({ kind: 'file', maxBytes: 1e9 }).maxBytes).toBe(10 * 1024 * 1024);
  });

  it('checks a chosen file by type or extension and size, before sending', () => {
    const image = fileRules({ kind: 'image' });
    expect(checkFileChoice({ name: 'a.png', type: 'image/png', size: 10 }, image)).toBeNull();
    expect(checkFileChoice({ name: 'A.JPG', type: '', size: 10 }, image)).toBeNull();
    expect(checkFileChoice({ name: 'a.pdf', type: 'application/pdf', size: 10 }, image)).toEqual({
      key: 'validation.file_type',
      args: { types: 'JPG, PNG, WEBP' },
    });
    expect(
      checkFileChoice({ name: 'a.png', type: 'image/png', size: 3 * 1024 * 1024 }, image),
    ).toEqual({
      key: 'validation.file_too_large',
      args: { max: '2 MB' },
    });
    expect(acceptAttribute(fileRules({ kind: 'file', accept: 'pdf' }))).toBe(
      'application/pdf,.pdf',
    );
    expect(sizeLabel(1536 * 1024)).toBe('1.5 MB');
    expect(sizeLabel(500 * 1024)).toBe('500 KB');
  });
});

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

describe('nameFitsType', () => {
  it('takes no extension or one standing for the detected type', () => {
    expect(nameFitsType('Foto.JPEG', 'image/jpeg')).toBe(true);
    expect(nameFitsType('sampul', 'image/png')).toBe(true);
    expect(
      nameFitsType(
        'laporan.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe(true);
    expect(nameFitsType('foto.png', 'application/pdf')).toBe(false);
  });
});
