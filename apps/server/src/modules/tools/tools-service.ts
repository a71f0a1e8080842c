import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { CurrencyService } from '../currency/index.ts';
import { activeAppLinks, activeSupportLines } from './tools-repository.ts';

/**
 * tools-app (spec §2 simple page): what every signed-in user may use whatever its role: the company's app
 * download links, its WhatsApp support lines (with their wa.me link) and the currencies the converter knows.
 */
export function toolsService(db: Db, currencies: CurrencyService) {
  return {
    async overview(auth: AuthContext) {
      const lines = await activeSupportLines(db, auth.tenant.id);
      return {
        apps: await activeAppLinks(db, auth.tenant.id),
        support_lines: lines.map((l) => ({
          ...l, url: `https://wa.me/${l.country_code ?? ''}${l.phone}${l.message ? `?text=${encodeURIComponent(l.message)}` : ''}`,
        })),
        currencies: await currencies.currencies(auth),
      };
    },
  };
}

export type ToolsService = ReturnType<typeof toolsService>;
