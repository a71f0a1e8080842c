import type { Profile } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';

/* What the profile page reads and changes: the user's own data, its Telegram link and its personal coupons. */

export const saveProfile = (body: Record<string, string | null>) =>
  apiRequest<{ profile: Profile; msg: string }>('/v1/admin/profile', { method: 'PUT', body });

export interface TelegramStatus {
  validated: boolean;
  bot_configured: boolean;
  bot_username: string | null;
  code: string | null;
  code_expires_at: string | null;
}

export const readTelegramLink = (signal: AbortSignal) =>
  apiRequest<{ telegram: TelegramStatus }>('/v1/telegram/link', { signal });

/** Asks for a code, checks the link, or unlinks (`DELETE`). */
export const changeTelegramLink = (method: 'POST' | 'DELETE', path: string) =>
  apiRequest<{ telegram: TelegramStatus; msg: string }>(path, { method, body: method === 'POST' ? {} : undefined });

/** One of `GET /v1/coupons/mine`: a personal coupon (a loyalty reward) and whether it can still be used. */
export interface PersonalCoupon {
  id: number;
  code: string;
  description: string | null;
  discount_type: string;
  percent: number | null;
  amount: number | null;
  end_date: string | null;
  state: 'available' | 'used' | 'expired' | 'inactive' | 'scheduled';
}

export const useMyCoupons = () => useQuery({
  queryKey: ['coupons', 'mine'],
  queryFn: async () => (await apiRequest<{ items: PersonalCoupon[] }>('/v1/coupons/mine')).items,
});
