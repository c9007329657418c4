import { describe, expect, it } from 'vitest';
import { actionDenied, isExpired } from './actions';

const now = new Date('2026-06-01T05:00:00Z');
const open = { iga_status: '1', lomba_status: '1' };

describe('isExpired', () => {
  it('passes the deadline at the end of that day in Jakarta', () => {
    expect(isExpired({ settings: { batas_input: '2026-06-01' }, now })).toBe(false);
    expect(isExpired({ settings: { batas_input: '2026-05-31' }, now })).toBe(true);
    expect(isExpired({ settings: {}, now })).toBe(false);
    expect(isExpired({ settings: { batas_input: 'besok' }, now })).toBe(false);
  });
});

describe('actionDenied', () => {
  it('checks the role first', () => {
    expect(actionDenied('inovasi.create', ['viewer'], { settings: open, now })).toBe(
      'actions.reason.role',
    );
    expect(actionDenied('inovasi.create', ['viewer', 'pemda'], { settings: open, now })).toBeNull();
  });

  it('closes creation when iga_status is not 1 or the deadline passed', () => {
    expect(actionDenied('inovasi.create', ['pemda'], { settings: { iga_status: '0' }, now })).toBe(
      'actions.reason.iga_closed',
    );
    expect(
      actionDenied('inovasi.create', ['pemda'], {
        settings: { ...open, batas_input: '2026-01-01' },
        now,
      }),
    ).toBe('actions.reason.expired');
  });

  it('lets admin always edit, others only unsent innovations before the deadline', () => {
    const sent = { settings: open, now, record: { status_nomor: 0 } };
    expect(actionDenied('inovasi.update', ['pemda'], sent)).toBe('actions.reason.sent');
    expect(actionDenied('inovasi.update', ['admin'], sent)).toBeNull();
    expect(
      actionDenied('inovasi.update', ['pemda'], { ...sent, record: { status_nomor: 2 } }),
    ).toBeNull();
    expect(
      actionDenied('inovasi.delete', ['pemda'], { ...sent, record: { status_nomor: 1 } }),
    ).toBe('actions.reason.sent');
  });

  it('keeps competition records of the index year read-only and needs lomba_status 1', () => {
    expect(actionDenied('lomba.write', ['upt'], { settings: { lomba_status: '0' }, now })).toBe(
      'actions.reason.lomba_closed',
    );
    expect(
      actionDenied('lomba.write', ['upt'], { settings: open, now, record: { is_index: 1 } }),
    ).toBe('actions.reason.index_record');
  });
});
