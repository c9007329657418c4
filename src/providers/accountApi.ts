import type { InferResponseType } from 'hono/client';
import { answer, api, publicApi } from './api';

/** One kept mail, as the server's declaration of GET /outbox gives it. */
export type OutboxMail = InferResponseType<typeof api.outbox.$get, 200>['data'][number];

/** One entry of the activity log (GET /activities, and the Lini Masa of a profile). */
export type Activity = InferResponseType<typeof api.activities.$get, 200>['data'][number];

/** One account of GET /activities/accounts. */
export type ActivityAccount = InferResponseType<
  typeof api.activities.accounts.$get,
  200
>['data'][number];

/** A region of the public account request form (GET /register/daerah). */
export type RegisterRegion = InferResponseType<
  typeof publicApi.register.daerah.$get,
  200
>['data'][number];

/** The account request form's body (POST /register). */
export interface AccountRequestForm {
  nama_lengkap: string;
  email: string;
  telepon: string;
  m_daerah_id: number;
  jabatan: string;
}

/** One account request of GET /permintaan-akun. */
export type AccountRequest = InferResponseType<
  (typeof api)['permintaan-akun']['$get'],
  200
>['data'][number];

/** A fresh token of the same session (POST /refresh, POST /me/password). */
export type FreshToken = InferResponseType<typeof api.refresh.$post, 200>['data'];

/** A live session of the account (GET /sessions); `current` is this one. */
export type SessionInfo = InferResponseType<typeof api.sessions.$get, 200>['data'][number];

export interface ActivityFilter {
  account_id?: number | null;
  start_from?: string;
  until?: string;
  resource?: readonly string[];
}

export interface ActivityPage {
  data: Activity[];
  /** Pass back for the next (older) page; null when there is none. */
  since_id: number | null;
}

/** A query value as the API reads it: absent when empty. */
const param = (value: string | number | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : String(value);

/** The account-related calls of the signed-in portal, merged into the dataProvider. */
export const accountApi = {
  async activities(filter: ActivityFilter, sinceId: number | null): Promise<ActivityPage> {
    const query = {
      since_id: param(sinceId),
      account_id: param(filter.account_id),
      start_from: param(filter.start_from),
      until: param(filter.until),
      resource: filter.resource?.length ? [...filter.resource] : undefined,
    };
    const { data, since_id } = await answer(api.activities.$get({ query }));
    return { data, since_id };
  },
  async activityAccounts(search: string): Promise<ActivityAccount[]> {
    return (await answer(api.activities.accounts.$get({ query: { search: param(search) } }))).data;
  },
  async accountRequests(
    status: AccountRequest['status'] | undefined,
    page: number,
    perPage: number,
  ) {
    const query = { status, page: String(page), per_page: String(perPage) };
    const { data, total } = await answer(api['permintaan-akun'].$get({ query }));
    return { data, total };
  },
  /** Approves a request: the account made (username typed, or from the email address). */
  async approveAccountRequest(id: number, username?: string) {
    const json = username ? { username } : {};
    return answer(api['permintaan-akun'][':id'].setujui.$post({ param: { id: String(id) }, json }));
  },
  async rejectAccountRequest(id: number, alasan: string) {
    return answer(
      api['permintaan-akun'][':id'].tolak.$post({ param: { id: String(id) }, json: { alasan } }),
    );
  },
  async outbox(page: number, perPage: number) {
    const query = { page: String(page), per_page: String(perPage) };
    const { data, total } = await answer(api.outbox.$get({ query }));
    return { data, total };
  },
  async changePassword(oldPassword: string, password: string): Promise<FreshToken> {
    const json = { old_password: oldPassword, password };
    return (await answer(api.me.password.$post({ json }))).data;
  },
  /** The account's live sessions (this one `current`). */
  async sessions(): Promise<SessionInfo[]> {
    return (await answer(api.sessions.$get())).data;
  },
  /** Ends one of the account's sessions, or (no id) every one of them, this one included. */
  async endSessions(id?: string): Promise<void> {
    await answer(
      id === undefined ? api.sessions.$delete() : api.sessions[':id'].$delete({ param: { id } }),
    );
  },
};

export type AccountApi = typeof accountApi;

/** Calls of the public screens (no react-admin around them, no stored token sent). */
export const publicAccountApi = {
  /** Always the same neutral message, whether or not the account exists. */
  async forgot(login: string): Promise<string> {
    return (await answer(publicApi.forgot.$post({ json: { login } }))).message;
  },
  async resetPassword(token: string, password: string): Promise<string> {
    return (await answer(publicApi['reset-password'].$post({ json: { token, password } }))).message;
  },
  /** The regions the account request form offers (provinces first). */
  async registerRegions(): Promise<RegisterRegion[]> {
    return (await answer(publicApi.register.daerah.$get())).data;
  },
  /** Sends an account request; the API's sentence for the requester. */
  async register(json: AccountRequestForm): Promise<string> {
    return (await answer(publicApi.register.$post({ json }))).message;
  },
};
