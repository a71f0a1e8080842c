import type { z } from 'zod';
import { domainObject, okAnswer } from './envelope.ts';
import type { Dashboard } from '../dashboard/dashboard-types.ts';

/* The answers of the dashboard module's routes (apps/server/src/modules/dashboard). */

/** The caller's figures: one of four shapes by who it is (staff, distributor, client, platform). */
export const dashboardAnswer = okAnswer({ dashboard: domainObject<Dashboard>() });

export type DashboardAnswer = z.output<typeof dashboardAnswer>;
