import { canOpenReport, type ReportDef } from '@app/shared';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';
import UnauthorizedPage from '../../components/pages/unauthorized-page.tsx';
import ReportPage from './report-page.tsx';

/**
 * A report page behind its own guard: the report's permission and, for root-only reports, the role (as the server).
 * Keyed by the report: going from one report to another starts the next one afresh, instead of showing the last
 * one's rows and typed dates under the next one's title until its own answer arrives.
 */
export default function ReportRoute({ def }: { def: ReportDef }) {
  const session = useSession();
  const role = session?.profile.rol?.name ?? '';
  return canOpenReport(def, role, (p) => hasPermission(session, p)) ? <ReportPage key={def.name} def={def} /> : <UnauthorizedPage />;
}
