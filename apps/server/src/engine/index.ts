import { RESOURCES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { resourceTables } from '../db/schema/index.ts';
import { referenceNameColumns } from './reference-names.ts';
import { resourceRepository } from './resource-repository.ts';
import { mountResourceRoutes } from './resource-routes.ts';
import type { ResourceHooksMap } from './resource-hooks.ts';
import { resourceService, type ResourceService } from './resource-service.ts';

export function buildResourceServices(db: Db, hooks: ResourceHooksMap = {}): Map<string, ResourceService> {
  const services = new Map<string, ResourceService>();
  const tableOf = (name: string) => hooks[name]?.table ?? (resourceTables as Record<string, any>)[name];
  for (const def of RESOURCES) {
    const table = tableOf(def.name);
    if (!table) throw new Error(`Resource ${def.name} has no table in db/schema/resources.ts`);
    // every reference answers its target's name too; a module's own computed columns win
    const names = referenceNameColumns(def, table, tableOf);
    const own = Object.keys(names).length ? { ...hooks[def.name], columns: { ...names, ...hooks[def.name]?.columns } } : hooks[def.name];
    const repo = resourceRepository(def, table, own);
    services.set(def.name, resourceService(def, repo, db, own, (name) => services.get(name)));
  }
  return services;
}

export function mountEngine(app: FastifyInstance, services: Map<string, ResourceService>) {
  for (const service of services.values()) mountResourceRoutes(app, service);
  // other modules reach a resource's rules (e.g. the log route keeps entries to the records a caller may read)
  app.decorate('resourceService', (name: string) => services.get(name));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The engine's service of a resource by name (undefined for names that are not engine resources). */
    resourceService: (name: string) => ResourceService | undefined;
  }
}
