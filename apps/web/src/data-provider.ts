import type { LogEntry } from '@app/shared';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { apiDownload, apiRequest } from './api/http.ts';
import { moneyRequest } from './api/money.ts';
import { emit } from './app-events.ts';
import { buildPayload, cleanFilter } from './engine/payload.ts';
import { resolveResource } from './engine/resolve-resource.ts';

/** Logs are read whole (spec §9: log list page size 1000). */
export const LOG_PAGE_SIZE = 1000;

type Item = RaRecord & Record<string, unknown>;
/** `total_estimated`: past 10,000 matching rows (1,000 for a contains search) the server answers its estimate (engine/count-rows.ts). */
interface ListAnswer { items: Item[]; total: number; total_estimated?: boolean }
interface ItemAnswer { item: Item }

const admin = (path: string) => `/v1/admin/${path}`;

export interface ListQuery {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  pagination?: { page: number; perPage: number };
}

/** react-admin list parameters → the engine's list body (DESIGN.md "API contract"). */
export function listBody(params: ListQuery) {
  const body: Record<string, unknown> = { data: cleanFilter(params.filter) };
  if (params.pagination) body._paginate = { page: params.pagination.page, max_rows: params.pagination.perPage };
  if (params.sort?.field) body._order = { field: params.sort.field, direction: params.sort.order === 'ASC' ? 'ASC' : 'DESC' };
  return body;
}

export interface ExportParams extends ListQuery {
  /** true: every record matching the filters; false: only the page on screen. */
  all: boolean;
}

/** The data provider plus the engine calls react-admin has no verb for. */
export interface AppDataProvider extends DataProvider {
  search(resource: string, name: string, filters?: Record<string, unknown>): Promise<Item[]>;
  /** Partial update of one field (spec §7 "one toggled field"). */
  patch(resource: string, id: Identifier, field: string, value: unknown): Promise<Item>;
  toggle(resource: string, id: Identifier, field: string, value: boolean): Promise<Item>;
  uploadImage(resource: string, id: Identifier, field: string, base64: string): Promise<string | null>;
  exportFile(resource: string, params: ExportParams): Promise<{ blob: Blob; filename: string }>;
  /**
   * A workflow action (finalize, reject, reverse, annul...). `input` is the reason text, or the body itself
   * (`{ reason, note }` from the note dialog, credentials for a hand-fulfilled request). Every action may move
   * money, so each call carries a fresh Idempotency-Key and the balance is read again afterwards. Resolves to
   * the updated record (when sent) and the server's sentence about what happened.
   */
  runAction(resource: string, id: Identifier, action: string, input?: string | ActionBody): Promise<{ item: Item | null; msg: string }>;
  getLogs(objectType: string, objectId: Identifier): Promise<LogEntry[]>;
}

/** What a workflow action sends: the note dialog's reason and note, or an action's own fields. */
export type ActionBody = Record<string, unknown>;

const changed = (resource: string) => emit('data-changed', { resource });

async function list(resource: string, params: ListQuery) {
  const { listPath } = resolveResource(resource);
  const res = await apiRequest<ListAnswer>(`${admin(listPath)}/list`, { body: listBody(params) });
  const page = { data: res.items ?? [], total: res.total ?? res.items?.length ?? 0 };
  // the pager says "unos 1.000.000" instead of presenting an estimate as an exact count (list-pagination.tsx)
  return res.total_estimated ? { ...page, meta: { totalEstimated: true } } : page;
}

async function search(resource: string, name: string, filters: Record<string, unknown> = {}) {
  const { path } = resolveResource(resource);
  const res = await apiRequest<{ items: Item[] }>(`${admin(path)}/search`, {
    body: { ...cleanFilter(filters), name: name ?? '' },
  });
  return res.items ?? [];
}

export const dataProvider: AppDataProvider = {
  async getList(resource: string, params: GetListParams) {
    // pickers (reference autocompletes) ask the search endpoint, as spec §7 "search url" does
    if (params.meta?.search) {
      const { q, ...rest } = params.filter ?? {};
      const items = await search(resource, typeof q === 'string' ? q : '', rest);
      return { data: items, total: items.length } as never;
    }
    return (await list(resource, params)) as never;
  },

  async getOne(resource, params) {
    const { path } = resolveResource(resource);
    const res = await apiRequest<ItemAnswer>(`${admin(path)}/${params.id}`);
    return { data: res.item } as never;
  },

  async getMany(resource, params) {
    if (!params.ids.length) return { data: [] };
    const res = await list(resource, { filter: { id: params.ids }, pagination: { page: 1, perPage: params.ids.length } });
    return { data: res.data } as never;
  },

  async getManyReference(resource, params) {
    return (await list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as never;
  },

  async create(resource, params) {
    const { path, def } = resolveResource(resource);
    const res = await apiRequest<ItemAnswer>(admin(path), {
      method: 'POST',
      body: buildPayload(def, 'create', params.data as Record<string, unknown>),
    });
    changed(resource);
    return { data: res.item } as never;
  },

  async update(resource, params) {
    const { path, def } = resolveResource(resource);
    const res = await apiRequest<ItemAnswer>(`${admin(path)}/${params.id}`, {
      method: 'PUT',
      body: buildPayload(def, 'update', params.data as Record<string, unknown>, params.previousData as Record<string, unknown>),
    });
    changed(resource);
    return { data: res.item } as never;
  },

  async updateMany(resource, params) {
    for (const id of params.ids) await dataProvider.update(resource, { id, data: params.data, previousData: { id } });
    return { data: params.ids };
  },

  async delete(resource, params) {
    const { path } = resolveResource(resource);
    await apiRequest(`${admin(path)}/${params.id}`, { method: 'DELETE' });
    changed(resource);
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource, params) {
    for (const id of params.ids) await dataProvider.delete(resource, { id });
    return { data: params.ids };
  },

  search,

  toggle(resource, id, field, value) {
    return dataProvider.patch(resource, id, field, value);
  },

  async patch(resource, id, field, value) {
    const { path } = resolveResource(resource);
    const res = await apiRequest<ItemAnswer>(`${admin(path)}/${id}`, { method: 'POST', body: { [field]: value } });
    changed(resource);
    return res.item;
  },

  async uploadImage(resource, id, field, base64) {
    const { path } = resolveResource(resource);
    const res = await apiRequest<{ image?: string | null }>(`${admin(path)}/${id}`, { method: 'POST', body: { base64, field } });
    changed(resource);
    return res.image ?? null;
  },

  async exportFile(resource, params) {
    const { listPath } = resolveResource(resource);
    const body = listBody(params.all ? { ...params, pagination: undefined } : params);
    return apiDownload(`${admin(listPath)}/export`, { method: 'POST', body: { ...body, all: params.all } });
  },

  async runAction(resource, id, action, input) {
    const { path } = resolveResource(resource);
    const body = typeof input === 'string' ? (input ? { reason: input } : {}) : (input ?? {});
    const res = await moneyRequest<{ item?: Item; msg?: string }>(`${admin(path)}/${id}/${action}`, { method: 'POST', body });
    changed(resource);
    return { item: res.item ?? null, msg: res.msg ?? '' };
  },

  async getLogs(objectType, objectId) {
    const res = await apiRequest<{ items: LogEntry[] }>(`${admin('logs')}/list`, {
      body: {
        data: { object_id: objectId, object_type: objectType },
        _paginate: { page: 1, max_rows: LOG_PAGE_SIZE },
        _order: { field: 'created_at', direction: 'DESC' },
      },
    });
    return res.items ?? [];
  },
};
