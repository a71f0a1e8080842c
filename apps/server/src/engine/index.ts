import { RESOURCES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { resourceTables } from '../db/schema/index.ts';
import { resourceRepository } from './resource-repository.ts';
import { mountResourceRoutes } from './resource-routes.ts';
import { resourceService, type ResourceService } from './resource-service.ts';

export function buildResourceServices(db: Db): Map<string, ResourceService> {
  const services = new Map<string, ResourceService>();
  for (const def of RESOURCES) {
    const table = (resourceTables as Record<string, any>)[def.name];
    if (!table) throw new Error(`Resource ${def.name} has no table in db/schema/resources.ts`);
    services.set(def.name, resourceService(def, resourceRepository(def, table), db));
  }
  return services;
}

export function mountEngine(app: FastifyInstance, services: Map<string, ResourceService>) {
  for (const service of services.values()) mountResourceRoutes(app, service);
}
