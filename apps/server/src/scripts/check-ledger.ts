/**
 * `npm run check:ledger`: checks the books (see ledger-check-repository.ts) of the database the server uses and
 * prints what it checked. Exit 0 when they balance, 1 listing every difference, 2 when it could not check.
 */
import { checkLedger, differenceCount } from '../modules/ledger/index.ts';
import { explainStartupFailure, startupStep } from '../lib/startup-error.ts';
import { openCheckedDatabase } from './ledger-database.ts';
import { ledgerCheckReport } from './ledger-check-report.ts';

async function main(): Promise<number> {
  const database = await startupStep('abrir la base de datos', () => openCheckedDatabase(process.env, console.log));
  try {
    const check = await startupStep('revisar el libro mayor', () => checkLedger(database.db));
    console.log(`Revisión del libro mayor: ${database.where}`);
    for (const line of ledgerCheckReport(check)) console.log(line);
    return differenceCount(check) ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    for (const line of explainStartupFailure(err).split('\n')) console.error(line);
    process.exit(2);
  },
);
