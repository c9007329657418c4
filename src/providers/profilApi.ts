import type { DokumenOut } from '../../server/wire';
import type { Activity } from './accountApi';
import { answer, api } from './api';
import { apiFetch } from './httpClient';
import { uploadWithProgress } from './upload';

/**
 * A supporting document of an indicator answer (GET /daerah/{id}/dokumen/{indikator_id}): the
 * fields the indicator rows list, plus what the per-indicator call adds.
 */
export type Dokumen = DokumenOut & {
  /** Absent in the rows of GET /daerah/{id}/indikator, which are grouped by indicator. */
  indikator_id?: number;
  file_name?: string | null;
};

/** The integrity pact of a profile (GET /pakta/{profilId}). */
export interface PaktaInfo {
  profil_id: number;
  /** null while no pact was uploaded. */
  file_url: string | null;
  file_name: string | null;
}

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
    return (await apiFetch<PaktaInfo>(`/pakta/${profilId}`)).data;
  },
  /** POST /pakta/{profilId} with the file_url of an uploaded media file. */
  async savePakta(profilId: number, fileUrl: string): Promise<void> {
    await apiFetch(`/pakta/${profilId}`, { method: 'POST', body: { file_url: fileUrl } });
  },
  /** POST /logo with the file_url of an uploaded image, for one profile. */
  async saveLogo(profilId: number, fileUrl: string): Promise<void> {
    await apiFetch('/logo', { method: 'POST', body: { profil_id: profilId, file_url: fileUrl } });
  },
  /** POST /media/upload: the profile's own files (research documents, pact, logo). */
  uploadMedia(file: File, onProgress: (percent: number) => void): Promise<{ file_url: string }> {
    const form = new FormData();
    form.append('file', file);
    return uploadWithProgress<{ file_url: string }>('/media/upload', form, onProgress);
  },
};

export type ProfilApi = typeof profilApi;
