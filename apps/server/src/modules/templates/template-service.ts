import { renderTemplate, templatePlaceholders, TEMPLATE_EXAMPLE_VALUES, type TemplateValues } from '@app/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import {
  companyOverride, companyTemplateById, insertTemplate, templateByCode, templateById, type TemplateRow,
} from './template-repository.ts';

export interface RenderedTemplate {
  subject: string;
  text: string;
  /** Placeholders the text uses. */
  placeholders: string[];
  /** Whether the company's own text (template-company) was used. */
  overridden: boolean;
}

/** The text a company uses for a template: its active override, else the platform's. */
async function effective(tx: Tx, companyId: number, tpl: TemplateRow) {
  const own = await companyOverride(tx, companyId, tpl.id);
  return own?.active ? { subject: own.subject ?? tpl.subject ?? '', body: own.body, overridden: true }
    : { subject: tpl.subject ?? '', body: tpl.body, overridden: false };
}

const render = (subject: string, body: string, values: TemplateValues, missing: 'keep' | 'empty', overridden: boolean): RenderedTemplate => ({
  subject: renderTemplate(subject, values, { missing }),
  text: renderTemplate(body, values, { missing }),
  placeholders: templatePlaceholders(`${subject}\n${body}`),
  overridden,
});

/**
 * The message a company sends for template `code` (e.g. `purchase-message`) filled with `values`, ready to
 * copy or send: missing placeholders vanish. Null when the platform has no active template with that code.
 * Other modules (orders: the copy-ready purchase message) call this inside their own transaction.
 */
export async function renderCompanyTemplate(tx: Tx, companyId: number, code: string, values: TemplateValues): Promise<RenderedTemplate | null> {
  const tpl = await templateByCode(tx, code);
  if (!tpl || !tpl.active) return null;
  const e = await effective(tx, companyId, tpl);
  return render(e.subject, e.body, values, 'empty', e.overridden);
}

/** Templates every platform starts with (seeded once with the root company). */
export const DEFAULT_TEMPLATES = [
  {
    code: 'purchase-message', name: 'Mensaje de compra', channel: 'whatsapp', subject: 'Tu cuenta {{product}}', active: true,
    body: 'Hola {{client}}, estos son los datos de tu cuenta {{product}}:\nUsuario: {{login}}\nContraseña: {{password}}\n' +
      'Perfil: {{profile}}\nPIN: {{pin}}\nVence: {{expires}}\n\nGracias por tu compra.',
  },
  {
    code: 'renewal-notice', name: 'Aviso de renovación', channel: 'whatsapp', subject: 'Tu cuenta {{product}} vence pronto', active: true,
    body: 'Hola {{client}}, tu cuenta {{product}} ({{login}}, perfil {{profile}}) vence el {{expires}}. Renuévala a tiempo para no perder el servicio.',
  },
];

export async function seedDefaultTemplates(tx: Tx): Promise<void> {
  for (const tpl of DEFAULT_TEMPLATES) if (!(await templateByCode(tx, tpl.code))) await insertTemplate(tx, tpl);
}

/** Previews for the template screens: example values fill what the caller did not send; gaps stay visible. */
export function templateService(db: Db) {
  const withExamples = (values?: TemplateValues): TemplateValues => ({ ...TEMPLATE_EXAMPLE_VALUES, ...values });
  return {
    async previewTemplate(auth: AuthContext, id: number, values?: TemplateValues): Promise<RenderedTemplate> {
      const tpl = await templateById(db, id);
      if (!tpl) throw notFound(`Plantilla: el registro ${id} no existe.`);
      const e = await effective(db, auth.tenant.id, tpl);
      return render(e.subject, e.body, withExamples(values), 'keep', e.overridden);
    },

    async previewCompanyTemplate(auth: AuthContext, id: number, values?: TemplateValues): Promise<RenderedTemplate> {
      const own = await companyTemplateById(db, auth.tenant.id, id);
      if (!own) throw notFound(`Plantilla de la empresa: el registro ${id} no existe.`);
      const tpl = await templateById(db, own.template_id);
      return render(own.subject ?? tpl?.subject ?? '', own.body, withExamples(values), 'keep', true);
    },
  };
}

export type TemplateService = ReturnType<typeof templateService>;
