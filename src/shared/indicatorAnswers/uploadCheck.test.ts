import { describe, expect, it } from 'vitest';
import { documentRules } from '../../../domain/documents';
import { checkBeforeUpload, megabytes } from './uploadCheck';

const pdfOnly = documentRules({ document_type: 'resmi', filetypes: 'pdf' });
const foto = documentRules({ document_type: 'foto', filetypes: null });

describe('checkBeforeUpload', () => {
  it('accepts a file of an allowed extension within the limit', () => {
    expect(checkBeforeUpload({ name: 'Perda 2023.PDF', size: 1000 }, pdfOnly)).toBeNull();
    expect(checkBeforeUpload({ name: 'kegiatan.jpeg', size: 1000 }, foto)).toBeNull();
    // No extension: the server names it after the content it detects.
    expect(checkBeforeUpload({ name: 'Perda No 5', size: 1000 }, pdfOnly)).toBeNull();
  });

  it('refuses a file over 10 MB with the limit in the message', () => {
    expect(checkBeforeUpload({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 }, pdfOnly)).toEqual({
      key: 'indikator_daerah.doc_too_large',
      args: { size: '10 MB' },
    });
  });

  it('refuses a type the indicator does not take, naming the allowed ones', () => {
    expect(checkBeforeUpload({ name: 'foto.png', size: 10 }, pdfOnly)).toEqual({
      key: 'indikator_daerah.doc_type',
      args: { types: 'PDF' },
    });
    expect(checkBeforeUpload({ name: 'laporan.pdf', size: 10 }, foto)).toEqual({
      key: 'indikator_daerah.doc_type',
      args: { types: 'JPG, PNG' },
    });
  });

  it('refuses a path-like name', () => {
    expect(checkBeforeUpload({ name: '../../etc/x.pdf', size: 10 }, pdfOnly)).toEqual({
      key: 'indikator_daerah.doc_path',
    });
  });
});

describe('megabytes', () => {
  it('states a byte count in MB', () => {
    expect(megabytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
