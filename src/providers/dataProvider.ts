import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { getResourceBySlug } from '../../resources';
import type { ResourceConfig } from '../../resources/types';
import { accountApi, type AccountApi } from './accountApi';
import { answersApi, type AnswersApi } from './answersApi';
import { daerahBinaanApi, type DaerahBinaanApi } from './daerahBinaanApi';
import { apiFetch, type QueryValue } from './httpClient';
import { indeksApi, type IndeksApi } from './indeksApi';
import { indikatorApi, type IndikatorApi } from './indikatorApi';
import { profilApi, type ProfilApi } from './profilApi';
import { reviewApi, type ReviewApi } from './reviewApi';

export interface AppSetting {
  name: string;
  setting_value: string | null;
}

export interface PortalDataProvider
  extends
    DataProvider,
    AccountApi,
    ProfilApi,
    IndikatorApi,
    ReviewApi,
    AnswersApi,
    IndeksApi,
    DaerahBinaanApi {
  appSettings(): Promise<AppSetting[]>;
}

/** react-admin resources are route slugs; the API knows them by their spec-7 name. */
const configOf = (slug: string): ResourceConfig | undefined => getResourceBySlug(slug);
const crudPath = (slug: string) => `/crud/${configOf(slug)?.name ?? slug}`;

/** react-admin list params -> /crud query: 0-based page, `search` for the search box. */
function listQuery({
  pagination,
  sort,
  filter,
}: Partial<GetListParams>): Record<string, QueryValue> {
  const { q, ...filters } = (filter ?? {}) as Record<string, QueryValue>;
  return {
    ...filters,
    search: q,
    page: pagination ? pagination.page - 1 : undefined,
    per_page: pagination?.perPage,
    orderBy: sort?.field,
    orderDirection: sort?.order.toLowerCase(),
  };
}

/** Only the fields the generic engine writes (spec 5: add/update send the visible fields). */
function writable(slug: string, data: Partial<RaRecord>): Record<string, unknown> {
  const config = configOf(slug);
  if (!config) return data;
  const out: Record<string, unknown> = {};
  for (const field of config.fields) {
    if (field.form !== false && field.source in data) out[field.source] = data[field.source];
  }
  return out;
}

/** Pickers and reference labels read `/lookup`, which every role that fills a form may call. */
async function lookup(slug: string, query: Record<string, QueryValue>) {
  const { data } = await apiFetch<RaRecord[]>(`${crudPath(slug)}/lookup`, { query });
  return data;
}

async function getList(slug: string, params: Partial<GetListParams>) {
  if (params.meta?.lookup) {
    // `q` is the typed text; other filters narrow the picker (the OPD list of one region).
    const { q, ...fields } = (params.filter ?? {}) as Record<string, QueryValue> & { q?: string };
    const data = await lookup(slug, { ...fields, search: q });
    return { data, total: data.length };
  }
  const body = await apiFetch<RaRecord[]>(crudPath(slug), { query: listQuery(params) });
  return { data: body.data, total: body.total ?? body.data.length };
}

const one = async (slug: string, id: Identifier) =>
  (await apiFetch<RaRecord>(`${crudPath(slug)}/${id}`)).data;

const remove = async (slug: string, id: Identifier) =>
  (await apiFetch<RaRecord>(`${crudPath(slug)}/${id}`, { method: 'DELETE' })).data;

async function update(slug: string, id: Identifier, data: Partial<RaRecord>) {
  const body = { ...writable(slug, data), id };
  return (await apiFetch<RaRecord>(`${crudPath(slug)}/${id}`, { method: 'PUT', body })).data;
}

export const dataProvider: PortalDataProvider = {
  getList: async (resource, params) => {
    const { data, total } = await getList(resource, params);
    return { data: data as never[], total };
  },
  getManyReference: async (resource, { target, id, filter, ...rest }) => {
    const { data, total } = await getList(resource, {
      ...rest,
      filter: { ...filter, [target]: id },
    });
    return { data: data as never[], total };
  },
  getOne: async (resource, { id }) => ({ data: (await one(resource, id)) as never }),
  getMany: async (resource, { ids }) => ({
    data: (await lookup(resource, { id: ids.map(String) })) as never[],
  }),
  create: async (resource, { data }) => {
    const body = writable(resource, data as Partial<RaRecord>);
    return {
      data: (await apiFetch<RaRecord>(crudPath(resource), { method: 'POST', body })).data as never,
    };
  },
  update: async (resource, { id, data }) => ({ data: (await update(resource, id, data)) as never }),
  updateMany: async (resource, { ids, data }) => {
    await Promise.all(ids.map((id) => update(resource, id, data)));
    return { data: ids };
  },
  delete: async (resource, { id }) => ({ data: (await remove(resource, id)) as never }),
  deleteMany: async (resource, { ids }) => {
    await Promise.all(ids.map((id) => remove(resource, id)));
    return { data: ids };
  },
  appSettings: async () => (await apiFetch<AppSetting[]>('/crud/app_settings')).data,
  ...accountApi,
  ...profilApi,
  ...indikatorApi,
  ...reviewApi,
  ...answersApi,
  ...indeksApi,
  ...daerahBinaanApi,
};
