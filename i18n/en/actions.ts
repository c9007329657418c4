import type { DeepStrings } from '../messages';
import type { actionsId } from '../id/actions';

export const actionsEn: DeepStrings<typeof actionsId> = {
  actions: {
    reason: {
      role: 'Your role cannot perform this action.',
      expired: 'The input deadline has passed.',
      iga_closed: 'The assessment period is closed.',
      sent: 'The innovation has been sent or verified and can no longer be changed.',
      lomba_closed: 'The innovation competition is closed.',
      lomba_indikator_closed: 'Competition indicators cannot be changed now.',
      lomba_kirim_closed: 'Sending competition entries is closed.',
      role_not_assignable: 'You cannot assign or change this role.',
      index_record: 'Index records cannot be changed or deleted.',
    },
  },
};
