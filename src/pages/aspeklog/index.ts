import { MASTER_ADMINS } from '../../../domain/access';

/** Spec 2, master data: the log entries that changed indicator answers, scales or scores. */
export const ASPEKLOG_PAGE = {
  path: 'aspeklog',
  label: 'menu.aspeklog',
  group: 'masterData',
  roles: MASTER_ADMINS,
} as const;

/** The resources whose changes the aspect log shows. */
export const ASPEK_RESOURCES = [
  'indikator_jawaban',
  'skor_indeks',
  'iga_skala',
  'iga_indikator',
] as const;
