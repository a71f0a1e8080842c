import { deliveryMessage, type DeliveredItem } from '@app/shared';
import type { UnitRow } from '../inventory/index.ts';

export type { DeliveredItem };

export const toItems = (units: UnitRow[], product: string, template: string, extra: { order?: number | string | null; client?: string } = {}): DeliveredItem[] =>
  units.map((u) => ({
    profile_id: u.profile_id,
    digital_account_id: u.digital_account_id,
    product,
    login: u.login,
    password: u.password,
    profile: u.profile,
    pin: u.pin,
    renewal_limit_date: u.renewal_limit_date,
    ...(u.profiles ? { profiles: u.profiles } : {}),
    message: deliveryMessage(template, u, { product, client: extra.client, order: extra.order ?? undefined }),
  }));
