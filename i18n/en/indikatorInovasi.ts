import type { indikatorInovasiId } from '../id/indikatorInovasi';

export const indikatorInovasiEn: typeof indikatorInovasiId = {
  indikator_inovasi: {
    title: 'Innovation indicators',
    title_ujicoba: 'Trial results',
    intro:
      'Answer every indicator of the innovation "%{nama}" (year %{tahun}) with its supporting documents. Indicators marked Mandatory must be complete before the innovation can be sent.',
    intro_ujicoba:
      'Record the trial results of the innovation "%{nama}" (year %{tahun}) for each indicator, with evidence. Trial results do not change the completeness of the innovation indicators.',
    badge_complete: 'Mandatory indicators complete',
    badge_incomplete: 'Incomplete',
    kelengkapan: 'Mandatory indicators complete: %{persen}%',
    stage: 'Stage: %{tahap}',
    back: 'Back to Regional Innovations',
    to_trial: 'Trial results',
    to_indicators: 'Innovation indicators',
    trial_not_yet:
      'Trial results are recorded for innovations in the Trial or Implementation stage.',
    none: 'Choose an innovation from the Regional Innovations list to answer its indicators.',
    not_found: 'Innovation not found or outside your account’s region.',
  },
  inovasi_review: {
    back: 'Back',
    verdict_accepted: 'Verification: evidence accepted, verified points %{skor}.',
    verdict_rejected: 'Verification: evidence rejected. Reason: %{alasan}',
    title: 'Review innovation',
    intro:
      'The region’s answers and evidence on the left, your decision per indicator on the right. Rejected evidence needs a reason; its points become 0.',
    jawaban: 'Region’s answer',
    verifikasi: 'Verification',
    no_answer: 'Not answered',
    self_score: 'Region’s points: %{skor}',
    diterima: 'Evidence accepted',
    ditolak: 'Evidence rejected',
    belum: 'Not reviewed',
    points: 'Verified points',
    note: 'Note (optional)',
    reason: 'Reason for rejecting the evidence',
    reason_missing: 'A reason for rejecting the evidence is required',
    points_missing: 'Choose the verified points',
    save: 'Save verification',
    saved: 'Evaluation saved!',
    save_failed: 'Some decisions are invalid. Check the marked indicators.',
    read_only:
      'Per-indicator verification can change only while the innovation awaits verification.',
    verified_points: 'Verified points: %{skor}',
    total_self: 'Region’s total points: %{skor}',
    total_verified: 'Total verified points: %{skor}',
    timeline: 'Timeline',
    open: 'Review',
    none: 'Choose an innovation from a review list.',
  },
};
