import type { ResourceHooks } from '../../engine/resource-hooks.ts';
import { announceCredentialChange } from '../credentials/index.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { countProfiles, deleteProfilesOf, findAccount, findProduct, insertProfiles } from './inventory-repository.ts';

/** The credential fields a patch really changes (a value sent again unchanged is no change). */
const changedFields = (before: Record<string, unknown>, patch: Record<string, unknown>, fields: readonly string[]) =>
  fields.filter((f) => patch[f] !== undefined && (patch[f] ?? null) !== (before[f] ?? null));

/** States a person may set by hand; sold/renewed happen only through a purchase, renewal or annulment. */
const MANUAL_PROFILE_STATES = ['available', 'faulty', 'released'];
const MANUAL_ACCOUNT_STATES = ['available', 'faulty', 'expired', 'inactive'];

/** Digital accounts: creating one creates its profiles; sold stock cannot be deleted or put back by hand. */
export const digitalAccountHooks: ResourceHooks = {
  async beforeCreate(tx, auth, values) {
    const product = await findProduct(tx, auth.tenant.id, Number(values.type_digital_account_id));
    if (!product) throw unprocessable('El tipo de cuenta digital no existe.', { type_digital_account_id: 'Selecciona un tipo de cuenta válido' });
    const wanted = values.profiles_quantity ?? product.profile_max_quantity;
    if (Number(wanted) > product.profile_max_quantity) {
      throw unprocessable(`${product.name} admite máximo ${product.profile_max_quantity} perfiles por cuenta.`, { profiles_quantity: `Máximo ${product.profile_max_quantity}` });
    }
    if (values.state && !MANUAL_ACCOUNT_STATES.includes(String(values.state))) {
      throw unprocessable('Una cuenta nueva no puede estar vendida.', { state: 'Estado no permitido' });
    }
    return { ...values, profiles_quantity: Number(wanted), owner_id: null, order_id: null };
  },

  async afterCreate(tx, auth, row) {
    await insertProfiles(tx, row as never, Number(row.profiles_quantity ?? 0), auth.user.id);
  },

  async beforeUpdate(tx, auth, before, patch) {
    if (patch.state !== undefined && patch.state !== before.state) {
      if (!MANUAL_ACCOUNT_STATES.includes(String(patch.state))) throw unprocessable('Las cuentas se venden con una compra, no editando su estado.', { state: 'Estado no permitido' });
      if (before.owner_id && patch.state === 'available') throw conflict('La cuenta está vendida: anula su pedido para devolverla al inventario.');
    }
    // every profile of the account shares its login and password: their holders hear of a change at once
    const fields = changedFields(before, patch, ['login', 'password']);
    if (fields.length) {
      await announceCredentialChange(tx, {
        companyId: auth.tenant.id, actor: auth.actor, accountId: before.id, fields,
        login: String(patch.login ?? before.login), password: String(patch.password ?? before.password),
      });
    }
    return patch;
  },

  async beforeRemove(tx, _auth, before) {
    const { taken } = await countProfiles(tx, before.id);
    if (before.owner_id || taken > 0) throw conflict('No se puede eliminar una cuenta con perfiles vendidos o con falla; márcala como inactiva.');
    await deleteProfilesOf(tx, before.id);
  },
};

/** Profiles: at most profile_max_quantity per account, never owned when created, never sold by editing. */
export const profileHooks: ResourceHooks = {
  async beforeCreate(tx, auth, values) {
    const account = await findAccount(tx, auth.tenant.id, Number(values.digital_account_id), true);
    if (!account) throw unprocessable('La cuenta digital no existe.', { digital_account_id: 'Selecciona una cuenta válida' });
    const product = await findProduct(tx, auth.tenant.id, account.type_digital_account_id);
    if (!product) throw notFound('El tipo de cuenta digital no existe.');
    const { total } = await countProfiles(tx, account.id);
    if (total >= product.profile_max_quantity) {
      throw unprocessable(`La cuenta ya tiene sus ${product.profile_max_quantity} perfiles (${product.name}).`, { digital_account_id: 'La cuenta no admite más perfiles' });
    }
    if (values.state && !MANUAL_PROFILE_STATES.includes(String(values.state))) {
      throw unprocessable('Un perfil nuevo no puede estar vendido.', { state: 'Estado no permitido' });
    }
    // stock has no owner: the generic create would otherwise make the staff member who typed it its owner
    return { ...values, type_digital_account_id: account.type_digital_account_id, user_id: null, order_id: null, sold_at: null, renewal_limit_date: null };
  },

  async beforeUpdate(tx, auth, before, patch) {
    if (patch.state !== undefined && patch.state !== before.state) {
      if (!MANUAL_PROFILE_STATES.includes(String(patch.state))) throw unprocessable('Los perfiles se venden con una compra, no editando su estado.', { state: 'Estado no permitido' });
      if (before.user_id && patch.state === 'available') throw conflict('El perfil está vendido: anula su pedido para devolverlo al inventario.');
    }
    // a profile's PIN is its holder's alone: only that profile's buyer (and a client's seller) hears of it
    if (changedFields(before, patch, ['pin']).length) {
      const account = await findAccount(tx, auth.tenant.id, Number(before.digital_account_id), false);
      if (account) {
        await announceCredentialChange(tx, {
          companyId: auth.tenant.id, actor: auth.actor, accountId: account.id, profileId: before.id, fields: ['pin'], pin: (patch.pin as string | null) ?? null,
          login: account.login, password: account.password,
        });
      }
    }
    return patch;
  },

  async beforeRemove(_tx, _auth, before) {
    if (before.user_id) throw conflict('No se puede eliminar un perfil vendido.');
  },
};
