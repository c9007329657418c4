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
};
