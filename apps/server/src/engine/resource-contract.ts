import { createSchema, updateSchema, type ResourceDef } from '@app/shared';
import {
  resourceExportAnswer, resourceImageAnswer, resourceItemAnswer, resourceListAnswer, resourceRemoveAnswer, resourceSearchAnswer,
} from '@app/shared/contracts/resources';
import { z } from 'zod';
import type { ResourceRepository } from './resource-repository.ts';
import { notNullColumns, rowSchema } from './row-schema.ts';

function buildContract(def: ResourceDef, repo: ResourceRepository) {
  const row = rowSchema(def, repo.answeredColumns);
  const notNull = notNullColumns(repo.tableColumns);
  const item = resourceItemAnswer(row);
  return {
    createBody: createSchema(def, { notNull }),
    updateBody: updateSchema(def, { notNull }),
    list: resourceListAnswer(row),
    search: resourceSearchAnswer(row),
    item,
    /** `POST .../:id`: an image upload answers the image, a one-field update the row. */
    imageOrItem: z.union([resourceImageAnswer, item]),
    remove: resourceRemoveAnswer,
    file: resourceExportAnswer,
  };
}

export type ResourceContract = ReturnType<typeof buildContract>;

// built once per resource and column set: every app the process builds (tests build dozens) shares the same
// schemas, so their serializers are compiled once (plugins/schema-serializer.ts caches by schema)
const contracts = new WeakMap<ResourceDef, Map<string, ResourceContract>>();

/** The request and response schemas of one resource's generic routes. */
export function resourceContract(def: ResourceDef, repo: ResourceRepository): ResourceContract {
  const key = [Object.keys(repo.answeredColumns), [...notNullColumns(repo.tableColumns)]].map((k) => k.join(',')).join('|');
  let byColumns = contracts.get(def);
  if (!byColumns) contracts.set(def, (byColumns = new Map()));
  let contract = byColumns.get(key);
  if (!contract) byColumns.set(key, (contract = buildContract(def, repo)));
  return contract;
}
