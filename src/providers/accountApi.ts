import type { InferResponseType } from 'hono/client';
import type { Activity, ActivityAccount, FreshToken, SessionInfo } from '../../server/wire';
import { answer, api } from './api';
import { apiFetch, type QueryValue } from './httpClient';

export type { Activity, ActivityAccount, FreshToken, SessionInfo };

/** One kept mail, as the server's declaration of GET /outbox gives it. */
export type OutboxMail = InferResponseType<typeof api.outbox.$get, 200>['data'][number];

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

/** The account-related calls of the signed-in portal, merged into the dataProvider. */
export const accountApi = {
  async activities(filter: ActivityFilter, sinceId: number | null): Promise<ActivityPage> {
    const query: Record<string, QueryValue> = { ...filter, since_id: sinceId };
    const body = await apiFetch<Activity[]>('/activities', { query });
    const { since_id } = body as unknown as { since_id: number | null };
    return { data: body.data, since_id: since_id ?? null };
  },
  async activityAccounts(search: string): Promise<ActivityAccount[]> {
    return (await apiFetch<ActivityAccount[]>('/activities/accounts', { query: { search } })).data;
  },
  async outbox(page: number, perPage: number) {
    const query = { page: String(page), per_page: String(perPage) };
    const { data, total } = await answer(api.outbox.$get({ query }));
    return { data, total };
  },
  async changePassword(oldPassword: string, password: string): Promise<FreshToken> {
    const body = { old_password: oldPassword, password };
    return (await apiFetch<FreshToken>('/me/password', { method: 'POST', body })).data;
  },
  /** The account's live sessions (this one `current`). */
  async sessions(): Promise<SessionInfo[]> {
    return (await apiFetch<SessionInfo[]>('/sessions')).data;
  },
  /** Ends one of the account's sessions, or (no id) every one of them, this one included. */
  async endSessions(id?: string): Promise<void> {
    const path = id === undefined ? '/sessions' : `/sessions/${encodeURIComponent(id)}`;
    await apiFetch<unknown>(path, { method: 'DELETE' });
  },
};

export type AccountApi = typeof accountApi;

/** Calls of the public screens (no react-admin around them). */
export const publicAccountApi = {
  /** Always the same neutral message, whether or not the account exists. */
  async forgot(login: string): Promise<string> {
    const body = await apiFetch<unknown>('/forgot', {
      method: 'POST',
      body: { login },
      auth: false,
    });
    return body.message ?? '';
  },
  async resetPassword(token: string, password: string): Promise<string> {
    const body = await apiFetch<unknown>('/reset-password', {
      method: 'POST',
      body: { token, password },
      auth: false,
    });
    return body.message ?? '';
  },
};
