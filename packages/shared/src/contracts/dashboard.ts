import { anObject, okAnswer } from './envelope.ts';

/* The answers of the dashboard module's routes (apps/server/src/modules/dashboard). */

export const dashboardAnswer = okAnswer({ dashboard: anObject });
