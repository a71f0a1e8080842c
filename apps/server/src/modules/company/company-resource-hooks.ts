import { company } from '../../db/schema/index.ts';
import type { ResourceHooks } from '../../engine/resource-hooks.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { seedCompanyGroups } from '../roles/index.ts';
import { seedCompanySettings } from '../settings/index.ts';
import { countCompanyUsers, deleteCompanyScaffolding, slugHolder } from './company-repository.ts';

/** "Mi Empresa S.A.S." → "mi-empresa-s-a-s": the company's stable identifier when none is given. */
export function slugify(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
}

const SLUG_TAKEN = 'Ya existe una empresa con ese identificador (slug). Elige otro.';

/**
 * `company`: the tenants, in the handwritten `company` table. A new company is born with its role groups and
 * settings, like the seeded ones; the root company can be neither deactivated nor removed.
 */
export const companyHooks: ResourceHooks = {
  table: company,

  async beforeCreate(tx, _auth, values) {
    const slug = slugify(String(values.slug || values.name));
    if (!slug) throw unprocessable('El identificador (slug) debe tener letras o números.', { slug: 'Identificador no válido' });
    if (await slugHolder(tx, slug)) throw conflict(SLUG_TAKEN);
    return { ...values, slug, is_root: false };
  },

  async afterCreate(tx, _auth, row) {
    await seedCompanyGroups(tx, row.id, false);
    await seedCompanySettings(tx, row.id);
  },

  async beforeUpdate(tx, _auth, before, patch) {
    if (before.is_root && patch.active === false) {
      throw unprocessable('La empresa raíz no se puede desactivar.', { active: 'La empresa raíz siempre está activa' });
    }
    if ('slug' in patch) {
      const slug = slugify(String(patch.slug ?? ''));
      if (!slug) throw unprocessable('El identificador (slug) debe tener letras o números.', { slug: 'Identificador no válido' });
      if (await slugHolder(tx, slug, before.id)) throw conflict(SLUG_TAKEN);
      return { ...patch, slug };
    }
    return patch;
  },

  async beforeRemove(tx, _auth, before) {
    if (before.is_root) throw conflict('La empresa raíz no se puede eliminar.');
    if (await countCompanyUsers(tx, before.id)) {
      throw conflict('La empresa tiene usuarios: desactívala en lugar de eliminarla.');
    }
    await deleteCompanyScaffolding(tx, before.id);
  },
};
