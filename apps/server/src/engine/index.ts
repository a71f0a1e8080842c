import { RESOURCES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { resourceTables } from '../db/schema/index.ts';
import { resourceRepository } from './resource-repository.ts';
import { mountResourceRoutes } from './resource-routes.ts';
import type { ResourceHooksMap } from './resource-hooks.ts';
import { resourceService, type ResourceService } from './resource-service.ts';

export function buildResourceServices(db: Db, hooks: ResourceHooksMap = {}): Map<string, ResourceService> {
  const services = new Map<string, ResourceService>();
  for (const def of RESOURCES) {
    const table = hooks[def.name]?.table ?? (resourceTables as Record<string, any>)[def.name];
    if (!table) throw new Error(`Resource ${def.name} has no table in db/schema/resources.ts`);
    const repo = resourceRepository(def, table, hooks[def.name]);
    services.set(def.name, resourceService(def, repo, db, hooks[def.name], (name) => services.get(name)));
  }
  return services;
}

export function mountEngine(app: FastifyInstance, services: Map<string, ResourceService>) {
  for (const service of services.values()) mountResourceRoutes(app, service);
}
