import { REPORTS } from '@app/shared';
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

const MovementsExportPage = lazyPage(() => import('./movements-export-page.tsx'));
const ReportRoute = lazyPage(() => import('./report-route.tsx'));

export const reportsFeature: Feature = {
  name: 'reports',
  routes: [
    { menu: 'balance-movements-export', page: MovementsExportPage, props: { resource: 'balance-movements' } },
    { menu: 'company-balance-movements-export', page: MovementsExportPage, props: { resource: 'company-balance-movements' } },
    // the report pages of packages/shared/src/reports: one generic page driven by each definition, behind the
    // report's own guard (its permission and, for root-only reports, the role)
    ...REPORTS.map((def) => ({ path: `${def.name}/export`, permission: null, page: ReportRoute, props: { def } })),
  ],
};
