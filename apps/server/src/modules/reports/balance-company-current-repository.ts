import { sql } from 'drizzle-orm';
import { bogotaDayEnd, type ReportStatement } from './report-scope.ts';

/**
 * balance-company-current (root only): every company with the sum of its balance's ledger rows up to the end of the
 * cut-off day and its cached balance (equal for today).
 */
export const balanceCompanyCurrentQuery: ReportStatement = ({ params }) => sql`
  WITH l AS (SELECT l.account_id, count(*) AS movements, sum(l.amount) AS balance FROM ledger_entry l
    WHERE l.account_type = 'company' AND l.created_at < ${bogotaDayEnd(params.at)}
    GROUP BY l.account_id)
  SELECT c.id AS company_id, c.name AS company_name, c.slug, c.active,
    coalesce(l.movements, 0)::int AS movements, coalesce(l.balance, 0)::bigint AS balance, c.balance::bigint AS current_balance
  FROM company c LEFT JOIN l ON l.account_id = c.id
  ORDER BY balance DESC, c.name, c.id`;
