import type { ResourceHooks } from '../../engine/resource-hooks.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { countRows, rowInCompany } from '../inventory/index.ts';

/** Products with stock or sales are deactivated, never deleted: their history must keep its name and price. */
export const typeDigitalAccountHooks: ResourceHooks = {
  async beforeRemove(tx, _auth, before) {
    if ((await countRows(tx, 'digital_account', 'type_digital_account_id', before.id)) > 0
      || (await countRows(tx, 'orders', 'type_digital_account_id', before.id)) > 0
      || (await countRows(tx, 'order_booking', 'type_digital_account_id', before.id)) > 0) {
      throw conflict('No se puede eliminar un producto con inventario o ventas; desactívalo en su lugar.');
    }
  },
};

/** A price of a list: both the list and the product must be of the caller's company (no cross-tenant links). */
export const priceListItemHooks: ResourceHooks = {
  async beforeCreate(tx, auth, values) {
    const list = await rowInCompany(tx, 'price_list', auth.tenant.id, Number(values.price_list_id));
    if (!list) throw unprocessable('La lista de precios no existe.', { price_list_id: 'Selecciona una lista válida' });
    const product = await rowInCompany(tx, 'type_digital_account', auth.tenant.id, Number(values.type_digital_account_id));
    if (!product) throw unprocessable('El producto no existe.', { type_digital_account_id: 'Selecciona un producto válido' });
    return { ...values, product_name: product.name };
  },
};

export const priceListHooks: ResourceHooks = {
  async beforeRemove(tx, _auth, before) {
    if ((await countRows(tx, 'price_group', 'price_list_id', before.id)) > 0) {
      throw conflict('No se puede eliminar una lista que usa algún grupo de precios.');
    }
    if ((await countRows(tx, 'price_list_item', 'price_list_id', before.id)) > 0) {
      throw conflict('No se puede eliminar una lista con precios; elimina sus precios o desactívala.');
    }
  },
};

const checkList = async (tx: Parameters<NonNullable<ResourceHooks['beforeCreate']>>[0], companyId: number, id: unknown) => {
  if (id === undefined || id === null) return;
  if (!(await rowInCompany(tx, 'price_list', companyId, Number(id)))) {
    throw unprocessable('La lista de precios no existe.', { price_list_id: 'Selecciona una lista válida' });
  }
};

export const priceGroupHooks: ResourceHooks = {
  async beforeCreate(tx, auth, values) {
    await checkList(tx, auth.tenant.id, values.price_list_id);
    return values;
  },
  async beforeUpdate(tx, auth, _before, patch) {
    await checkList(tx, auth.tenant.id, patch.price_list_id);
    return patch;
  },
};
