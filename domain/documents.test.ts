import { describe, expect, it } from 'vitest';
import {
  allowedFileTypes,
  claimedExtension,
  documentRules,
  indicatorFitsUnit,
  isPathLikeName,
  MAX_DOCUMENT_BYTES,
  nameMatchesContent,
  parseFiletypes,
} from './documents';

describe('parseFiletypes', () => {
  it('reads the list in order, any case, dots and spaces, without repeats or unknowns', () => {
    expect(parseFiletypes('pdf,jpg,jpeg,png')).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    expect(parseFiletypes(' .PNG ; docx, mov')).toEqual(['image/png', 'video/quicktime']);
    expect(parseFiletypes(null)).toEqual([]);
    expect(parseFiletypes('exe,html')).toEqual([]);
  });
});

describe('allowedFileTypes', () => {
  it("uses the indicator's filetypes, else its document_type", () => {
    expect(allowedFileTypes({ document_type: 'resmi', filetypes: 'pdf' })).toEqual([
      'application/pdf',
    ]);
    expect(allowedFileTypes({ document_type: 'foto', filetypes: 'pdf,png' })).toEqual([
      'application/pdf',
      'image/png',
    ]);
    expect(allowedFileTypes({ document_type: 'foto', filetypes: null })).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    expect(allowedFileTypes({ document_type: 'video', filetypes: 'docx' })).toEqual([
      'video/mp4',
      'video/quicktime',
    ]);
    expect(allowedFileTypes(null)).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(allowedFileTypes('foto')).toEqual(['image/jpeg', 'image/png']);
  });
});

describe('documentRules', () => {
  it('gives a client the accept list, the label, the size limit and whether a link will do', () => {
    expect(documentRules({ document_type: 'foto', filetypes: 'jpg,jpeg,png' })).toEqual({
      document_type: 'foto',
      mimes: ['image/jpeg', 'image/png'],
      extensions: ['jpg', 'jpeg', 'png'],
      accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
      label: 'JPG, PNG',
      max_bytes: MAX_DOCUMENT_BYTES,
      accepts_link: false,
    });
    expect(documentRules({ document_type: 'video', filetypes: 'mp4,mov' })).toMatchObject({
      label: 'MP4, MOV',
      accepts_link: true,
    });
    expect(documentRules({ document_type: 'URL' }).accepts_link).toBe(true);
  });
});

describe('file names', () => {
  it('reads the claimed extension only where a name ends in one', () => {
    expect(claimedExtension('Laporan.PDF')).toBe('pdf');
    expect(claimedExtension('Perda No.5 Tahun 2023')).toBeNull();
    expect(claimedExtension('kegiatan')).toBeNull();
    expect(claimedExtension('arsip.tar.gz')).toBe('gz');
  });

  it('matches a name against the detected content', () => {
    expect(nameMatchesContent('foto.JPEG', 'image/jpeg')).toBe(true);
    expect(nameMatchesContent('foto.jpg', 'image/jpeg')).toBe(true);
    expect(nameMatchesContent('foto', 'image/png')).toBe(true);
    expect(nameMatchesContent('laporan.pdf', 'image/png')).toBe(false);
    expect(nameMatchesContent('video.mov', 'video/mp4')).toBe(false);
    expect(nameMatchesContent('setup.exe', 'application/pdf')).toBe(false);
  });

  it('spots names that are paths', () => {
    expect(isPathLikeName('../../x.pdf')).toBe(true);
    expect(isPathLikeName('..\\x.pdf')).toBe(true);
    expect(isPathLikeName('/etc/passwd')).toBe(true);
    expect(isPathLikeName('a\u0000.pdf')).toBe(true);
    expect(isPathLikeName('..')).toBe(true);
    expect(isPathLikeName('Laporan..final.pdf')).toBe(false);
    expect(isPathLikeName('Perwal: Inovasi?.pdf')).toBe(false);
  });
});

describe('indicatorFitsUnit', () => {
  it('keeps region indicators to region documents and the others to innovations', () => {
    expect(indicatorFitsUnit('daerah', 'P')).toBe(true);
    expect(indicatorFitsUnit('daerah', 'I')).toBe(false);
    expect(indicatorFitsUnit('inovasi', 'I')).toBe(true);
    expect(indicatorFitsUnit('ujicoba', 'I')).toBe(true);
    expect(indicatorFitsUnit('inovasi', 'P')).toBe(false);
  });
});
