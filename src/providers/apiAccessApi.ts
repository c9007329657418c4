import type { InferResponseType } from 'hono/client';
import type { OpenDataScope } from '../../domain/openData';
import { answer, api } from './api';

/** One key of GET /api/access, as the server declares it (never its secret). */
export type ApiKey = InferResponseType<(typeof api)['access']['$get'], 200>['data'][number];

export interface ApiKeyFields {
  nama: string;
  scope: OpenDataScope[];
}

/** The api-access screen's calls (issue 26 item 4). */
export const apiAccessApi = {
  async list(): Promise<ApiKey[]> {
    return (await answer(api.access.$get())).data;
  },
  /** The new key's secret: shown once, never readable again. */
  async create(fields: ApiKeyFields): Promise<{ id: number; secret: string }> {
    return (await answer(api.access.$post({ json: fields }))).data;
  },
  async update(id: number, fields: ApiKeyFields): Promise<string> {
    const param = { id: String(id) };
    return (await answer(api.access[':id'].$put({ param, json: fields }))).message;
  },
  async revoke(id: number): Promise<string> {
    return (await answer(api.access[':id'].revoke.$post({ param: { id: String(id) } }))).message;
  },
  async rotate(id: number): Promise<{ id: number; secret: string }> {
    return (await answer(api.access[':id'].rotate.$post({ param: { id: String(id) } }))).data;
  },
};
