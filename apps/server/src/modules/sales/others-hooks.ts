import type { ResourceHooks } from '../../engine/resource-hooks.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { rowInCompany } from '../inventory/index.ts';

/** Requests are written while in progress only; the money fields are the service's alone. */
export const othersHooks: ResourceHooks = {
  async beforeCreate(tx, auth, values) {
    const product = await rowInCompany(tx, 'type_digital_account', auth.tenant.id, Number(values.type_digital_account_id));
    if (!product || !product.active) throw unprocessable('El producto no existe o no está disponible.', { type_digital_account_id: 'Selecciona un producto válido' });
    if (!(await rowInCompany(tx, 'users', auth.tenant.id, Number(values.user_id)))) {
      throw unprocessable('El solicitante no existe en esta empresa.', { user_id: 'Selecciona un usuario válido' });
    }
    return { ...values, product_name: product.name, status: 'in_progress', charged: false, price: null };
  },
  async beforeUpdate(_tx, _auth, before) {
    if (before.status !== 'in_progress') throw conflict('Solo se puede editar una solicitud en proceso.');
  },
  async beforeRemove(_tx, _auth, before) {
    if (before.status !== 'in_progress') throw conflict('Solo se puede eliminar una solicitud en proceso; anúlala en su lugar.');
  },
};
