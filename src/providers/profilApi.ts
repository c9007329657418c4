import type { InferResponseType } from 'hono/client';
import type { Activity } from './accountApi';
import { answer, api } from './api';
import type { IndikatorDaerah } from './indikatorApi';

/**
 * A supporting document of an indicator answer (GET /daerah/{id}/dokumen/{indikator_id}): the
 * fields the indicator rows list, plus what the per-indicator call adds.
 */
export type Dokumen = IndikatorDaerah['dokumen'][number] & {
  /** Absent in the rows of GET /daerah/{id}/indikator, which are grouped by indicator. */
  indikator_id?: number;
  file_name?: string | null;
};

const pakta = api.pakta[':id'];

/** The integrity pact of a profile (GET /pakta/{profilId}); file_url null while none was uploaded. */
export type PaktaInfo = InferResponseType<typeof pakta.$get, 200>['data'];

export interface HistoryPage {
  data: Activity[];
  since_id: number | null;
}

/** The region-profile calls of spec 7 that are not generic /crud ones. */
export const profilApi = {
  async profileHistory(profilId: number, sinceId: number | null): Promise<HistoryPage> {
    const { data, since_id } = await answer(
      api.daerah[':id']['lini-masa'].$get({
        param: { id: String(profilId) },
        query: { since_id: sinceId === null ? undefined : String(sinceId) },
      }),
    );
    return { data, since_id };
  },
  /** GET /pakta/{profilId}: the integrity pact's file (file_url null when none was uploaded). */
  async pakta(profilId: number): Promise<PaktaInfo> {
    return (await answer(pakta.$get({ param: { id: String(profilId) } }))).data;
  },
  /** POST /pakta/{profilId} with the file_url of an uploaded media file. */
  async savePakta(profilId: number, fileUrl: string): Promise<void> {
    await answer(pakta.$post({ param: { id: String(profilId) }, json: { file_url: fileUrl } }));
  },
  /** POST /logo with the file_url of an uploaded image, for one profile. */
  async saveLogo(profilId: number, fileUrl: string): Promise<void> {
    await answer(api.logo.$post({ json: { profil_id: profilId, file_url: fileUrl } }));
  },
};

export type ProfilApi = typeof profilApi;
