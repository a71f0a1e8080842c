import { defineModule } from '../app-module.ts';
import { deliveryTracer, revealTracer } from '../credentials/index.ts';
import { hasEvidenceColumn, stockStatusColumn, unitColumn } from './fault-repository.ts';
import { faultRoutes } from './fault-routes.ts';
import { faultService } from './fault-service.ts';

export { faultService, fileReport, reassignReport, refundReport, rejectReport, type FaultService } from './fault-service.ts';

/**
 * Fault reports (DOMAIN.md "Fault report"): a buyer, its ancestors or staff report a unit the buyer owns; staff
 * resolve it by reassigning a replacement from stock or refunding the unused days, or reject it (optionally with
 * the configured penalty), and can mark a whole account faulty. The buyer is told (fault-events.ts). The generic
 * engine serves the list, with whether each open report waits for stock and whether it has a screenshot.
 */
export default defineModule({
  name: 'faults',
  hooks: { 'report-fault-account': { columns: { unit: unitColumn, stock_status: stockStatusColumn, has_evidence: hasEvidenceColumn } } },
  register(app, { db }) {
    faultRoutes(app, faultService(db), { reveal: revealTracer(db), deliver: deliveryTracer(db) });
  },
});
