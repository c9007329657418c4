/**
 * The self-check before sending an innovation (spec 7 `GET /questions`, `POST /result`; issue 27
 * item 4, docs/decisions.md): yes/no statements the sender confirms about what the verifier will
 * check. Each is an i18n key (`cek_mandiri.pertanyaan.<id>`); the order is the screen's.
 */
export const SELF_CHECK_QUESTIONS = [
  'rancang_bangun',
  'asta_cita',
  'waktu',
  'indikator',
  'dokumen',
  'kebenaran',
] as const;

export type SelfCheckQuestion = (typeof SELF_CHECK_QUESTIONS)[number];

/**
 * The outcome of a self-check: passed when every statement is confirmed; the others are what the
 * sender still has to look at, in the questions' order.
 * @example selfCheckResult({ rancang_bangun: true }) // { lulus: false, belum: ['asta_cita', ...] }
 */
export function selfCheckResult(answers: Readonly<Record<string, boolean>>): {
  lulus: boolean;
  belum: SelfCheckQuestion[];
} {
  const belum = SELF_CHECK_QUESTIONS.filter((q) => answers[q] !== true);
  return { lulus: belum.length === 0, belum };
}
