import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { indicatorAnswerText } from '../../i18n/id/indicatorAnswer';
import { i18nProvider } from '../../src/providers/i18nProvider';
import type { IndikatorDaerah } from '../../src/providers/indikatorApi';
import { AnswerInput } from '../../src/shared/indicatorAnswers/AnswerInput';
import { errorFieldOf, liveResult } from '../../src/shared/indicatorAnswers/answers';

/** A before/after indicator (G: percent change), scored by ranges. */
const row = {
  id: 7,
  no_urut: 7,
  subs: null,
  indikator: 'Kenaikan layanan',
  jenis: 'G',
  satuan: '%',
  required: 1,
  document_type: null,
  skala: [{ id: 1, nilai: 1, keterangan: 'naik', mulai_dari: 0, sampai_dengan: null }],
  skala_id: null,
  informasi: null,
  nilai: null,
  nilai_sebelum: null,
  nilai_sesudah: null,
  dokumen: [],
} as unknown as IndikatorDaerah;

describe('an answer card marks the input its error is about (issue 37: errors on their field)', () => {
  it('"after" missing marks the after value only, described by the message', () => {
    const value = {
      skala_id: null,
      nilai: '',
      nilai_sebelum: '5',
      nilai_sesudah: '',
      informasi: '',
    };
    const result = liveResult(row, value, 0);
    if (result.ok) throw new Error('expected a refusal');
    const message = indicatorAnswerText(result);
    render(
      <I18nContextProvider value={i18nProvider}>
        <AnswerInput
          row={row}
          value={value}
          onChange={() => undefined}
          error={message}
          errorField={errorFieldOf(result)}
          disabled={false}
        />
      </I18nContextProvider>,
    );
    const after = screen.getByRole('textbox', { name: 'Nilai sesudah (T2)' });
    expect(after).toHaveAttribute('aria-invalid', 'true');
    expect(after).toHaveAccessibleDescription(message);
    expect(screen.getByRole('textbox', { name: 'Nilai sebelum (T1)' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(screen.getByRole('textbox', { name: 'Keterangan / informasi' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });
});
