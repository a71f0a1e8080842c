import { REPORT_NAMES } from '@app/shared';
import { readReplicaOf } from '../../db/connection-roles.ts';
import { defineModule } from '../app-module.ts';
import { reportRoutes } from './report-routes.ts';
import { reportService, reportsWithoutQuery } from './report-service.ts';

/**
 * Reports: the export pages of spec §2 declared in packages/shared/src/reports, each computed by one SQL
 * statement (repositories `*-repository.ts`) over the caller's company and subtree, answered as rows with totals
 * or as an xlsx.
 */
export default defineModule({
  name: 'reports',
  register(app, { db }) {
    const missing = reportsWithoutQuery(REPORT_NAMES);
    if (missing.length) throw new Error(`Reports without a query: ${missing.join(', ')}`);
    // read-only: the streaming replica when one is configured (db/connection-roles.ts)
    reportRoutes(app, reportService(readReplicaOf(db)));
  },
});
