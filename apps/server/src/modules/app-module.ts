import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { ResourceHooksMap } from '../engine/resource-hooks.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { MailService } from './mail/index.ts';

/**
 * What every module may use: the database, the configuration, the one mail sender of the process and the job
 * queue (modules/jobs/index.ts: background work, retries and cron schedules shared by every API process).
 */
export interface ModuleContext {
  db: Db;
  config: Config;
  mail: MailService;
  jobs: JobQueue;
}

/**
 * One module's whole contribution to the app (DESIGN.md "One entry per module"): the rules its resources add to
 * the generic engine, and a Fastify plugin with its routes, scheduled jobs and listeners. Each
 * `modules/<name>/index.ts` exports one; `app.ts` lists them.
 */
export interface AppModule {
  name: string;
  /** Rules on the generic create/update/delete of this module's resources, by resource name. */
  hooks?: ResourceHooksMap;
  /** Registered as an encapsulated plugin after the engine is mounted. */
  register?: (app: FastifyInstance, ctx: ModuleContext) => Promise<void> | void;
}

export const defineModule = (module: AppModule): AppModule => module;

/** The resource rules of all modules; a resource claimed by two modules is a wiring mistake, caught at start. */
export function moduleHooks(modules: readonly AppModule[]): ResourceHooksMap {
  const all: ResourceHooksMap = {};
  for (const module of modules) {
    for (const [resource, hooks] of Object.entries(module.hooks ?? {})) {
      if (all[resource]) throw new Error(`The resource ${resource} has rules in two modules (the second is ${module.name})`);
      all[resource] = hooks;
    }
  }
  return all;
}
