import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { linkApp, whatsappSupportLines } from '../../db/schema/index.ts';

const apps = linkApp as any;
const lines = whatsappSupportLines as any;

export async function activeAppLinks(db: Tx, companyId: number) {
  return db.select({ id: apps.id, name: apps.name, link: apps.link, platform: apps.platform, icon: apps.icon, description: apps.description })
    .from(linkApp).where(and(eq(apps.company_id, companyId), eq(apps.active, true))).orderBy(asc(apps.position), asc(apps.id));
}

export async function activeSupportLines(db: Tx, companyId: number) {
  return db.select({ id: lines.id, name: lines.name, country_code: lines.country_code, phone: lines.phone, message: lines.message, schedule: lines.schedule })
    .from(whatsappSupportLines).where(and(eq(lines.company_id, companyId), eq(lines.active, true))).orderBy(asc(lines.position), asc(lines.id));
}
