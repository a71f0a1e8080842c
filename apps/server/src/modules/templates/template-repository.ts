import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { template, templateCompany } from '../../db/schema/index.ts';

export interface TemplateRow {
  id: number;
  name: string;
  code: string;
  subject: string | null;
  body: string;
  active: boolean;
}

export interface CompanyTemplateRow {
  id: number;
  company_id: number;
  template_id: number;
  subject: string | null;
  body: string;
  active: boolean;
}

const t = template as any;
const tc = templateCompany as any;

export async function templateById(db: Tx, id: number): Promise<TemplateRow | undefined> {
  return ((await db.select().from(template).where(eq(t.id, id)).limit(1)) as TemplateRow[])[0];
}

export async function templateByCode(db: Tx, code: string): Promise<TemplateRow | undefined> {
  return ((await db.select().from(template).where(eq(t.code, code)).limit(1)) as TemplateRow[])[0];
}

/** The company's own text for a template, whether or not it is active. */
export async function companyOverride(db: Tx, companyId: number, templateId: number): Promise<CompanyTemplateRow | undefined> {
  return ((await db.select().from(templateCompany)
    .where(and(eq(tc.company_id, companyId), eq(tc.template_id, templateId))).limit(1)) as CompanyTemplateRow[])[0];
}

export async function companyTemplateById(db: Tx, companyId: number, id: number): Promise<CompanyTemplateRow | undefined> {
  return ((await db.select().from(templateCompany)
    .where(and(eq(tc.company_id, companyId), eq(tc.id, id))).limit(1)) as CompanyTemplateRow[])[0];
}

export async function insertTemplate(db: Tx, values: Omit<TemplateRow, 'id'> & { channel: string }): Promise<void> {
  await db.insert(template).values(values as never);
}
