import type { MyCouponsAnswer, PersonalCoupon } from '@app/shared/contracts/coupons';
import type { TelegramLinkAnswer, TelegramStatus } from '@app/shared/contracts/notifications';
import type { ProfileAnswer } from '@app/shared/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';

/* What the profile page reads and changes: the user's own data, its Telegram link and its personal coupons. */

export const saveProfile = (body: Record<string, string | null>) =>
  apiRequest<ProfileAnswer>('/v1/admin/profile', { method: 'PUT', body });

export type { PersonalCoupon, TelegramStatus };

export const readTelegramLink = (signal: AbortSignal) =>
  apiRequest<TelegramLinkAnswer>('/v1/telegram/link', { signal });

/** Asks for a code, checks the link, or unlinks (`DELETE`). */
export const changeTelegramLink = (method: 'POST' | 'DELETE', path: string) =>
  apiRequest<TelegramLinkAnswer>(path, { method, body: method === 'POST' ? {} : undefined });

export const useMyCoupons = () => useQuery({
  queryKey: ['coupons', 'mine'],
  queryFn: async () => (await apiRequest<MyCouponsAnswer>('/v1/coupons/mine')).items,
});
