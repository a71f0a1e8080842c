import { z } from 'zod';
import { recordId, recordIdText } from '../validation/index.ts';
import { SECRET_MASK } from '../resources/define.ts';
import { answer, isoTime } from './answer-envelope.ts';
import { unitCredentialFields, wholeAccountProfiles } from './sales-units.ts';

/**
 * Whence a view came: a signed-in screen, an API key, an opened share link, a purchase's answer, a sheet, or a
 * notice the product sent the person (bell, email, Telegram) with the credentials in it.
 */
export const CREDENTIAL_SOURCES = ['screen', 'api', 'share', 'purchase', 'export', 'notice'] as const;
export type CredentialSource = (typeof CREDENTIAL_SOURCES)[number];

/**
 * Where a unit's password or PIN was revealed (DOMAIN.md "Credential views"), with the source a view from there
 * has (a request with an API key is always `api`). Stored by key; staff read the label.
 */
export const CREDENTIAL_SCREENS = {
  'stock': { label: 'Inventario (cuentas y perfiles)', source: 'screen' },
  'delivered-profiles': { label: 'Perfiles entregados', source: 'screen' },
  'order-detail': { label: 'Detalle del pedido', source: 'screen' },
  'store-client-profile': { label: 'Tienda: perfil del cliente', source: 'screen' },
  'other-accounts': { label: 'Cuentas digitales (otros)', source: 'screen' },
  'purchase': { label: 'Compra', source: 'purchase' },
  'order-finalize': { label: 'Pedido finalizado', source: 'purchase' },
  'booking-finalize': { label: 'Reserva finalizada', source: 'purchase' },
  'store-checkout': { label: 'Tienda: compra', source: 'purchase' },
  'fault-replacement': { label: 'Reposición por falla', source: 'purchase' },
  'others-finalize': { label: 'Solicitud (otros) finalizada', source: 'purchase' },
  'fault-report': { label: 'Reporte de falla', source: 'screen' },
  'reseller-api': { label: 'API de revendedores', source: 'api' },
  'smm-panel': { label: 'API del panel SMM', source: 'api' },
  'share-link': { label: 'Enlace compartido', source: 'share' },
  'change-notice': { label: 'Aviso de cambio de credenciales', source: 'notice' },
} as const satisfies Record<string, { label: string; source: CredentialSource }>;
export type CredentialScreen = keyof typeof CREDENTIAL_SCREENS;

/** The screens of the web that reveal one unit at a time through `POST /api/v1/credentials/reveal`. */
export const REVEAL_SCREENS = [
  'stock', 'delivered-profiles', 'order-detail', 'store-client-profile', 'other-accounts',
] as const satisfies readonly CredentialScreen[];
/** The one screen that shows hand-fulfilled requests (digital_account_others), and the only one that reveals them. */
export const OTHERS_REVEAL_SCREEN = 'other-accounts' satisfies RevealScreen;
export type RevealScreen = (typeof REVEAL_SCREENS)[number];

/**
 * What every list and detail of stock or sold units answers in place of a password or a PIN (and of them inside
 * the copy-ready message): the field keeps its name and type, its value is this mask. The real value comes only
 * from the reveal call, which records a view; a purchase's answer (buying is a reveal) and the reseller API carry
 * them in clear and record their views. A PIN that does not exist stays null.
 */
export const CREDENTIAL_MASK = SECRET_MASK;
export const isMaskedCredential = (value: string | null | undefined): boolean => value === CREDENTIAL_MASK;
/** A password or PIN as lists send it: the mask, or null/empty when there is none. */
export const maskCredential = <T extends string | null>(value: T): T => (value ? CREDENTIAL_MASK : value) as T;

/** A share link lives 24 h unless its creator says otherwise, never more than a week. */
export const SHARE_DEFAULT_HOURS = 24;
export const SHARE_MAX_HOURS = 168;
/** One opening by default (DOMAIN.md), at most this many. */
export const SHARE_DEFAULT_VIEWS = 1;
export const SHARE_MAX_VIEWS = 20;

/** The unit a call is about: one profile, or one account sold whole — exactly one of the two. */
const unitFields = {
  profile_id: recordId('El perfil').optional(),
  digital_account_id: recordId('La cuenta digital').optional(),
};
const oneUnit = (v: { profile_id?: number; digital_account_id?: number }) =>
  (v.profile_id === undefined) !== (v.digital_account_id === undefined);
const ONE_UNIT_MESSAGE = 'Indica el perfil (profile_id) o la cuenta (digital_account_id), uno de los dos.';

/**
 * Reveals and view histories also name a hand-fulfilled request (its credentials are written by staff, not taken
 * from stock): exactly one of the three. Share links stay with stock units.
 */
const oneOfThree = (v: { profile_id?: number; digital_account_id?: number; digital_account_others_id?: number }) =>
  [v.profile_id, v.digital_account_id, v.digital_account_others_id].filter((x) => x !== undefined).length === 1;
const ONE_OF_THREE_MESSAGE = 'Indica el perfil (profile_id), la cuenta (digital_account_id) o la solicitud (digital_account_others_id), solo uno.';

export const createShareBody = z.strictObject({
  ...unitFields,
  expires_in_hours: z.number({ error: 'La duración debe ser un número de horas' })
    .int('La duración debe ser un número entero de horas')
    .min(1, 'El enlace debe durar al menos 1 hora')
    .max(SHARE_MAX_HOURS, `El enlace dura máximo ${SHARE_MAX_HOURS} horas (una semana)`).optional(),
  max_views: z.number({ error: 'El máximo de vistas debe ser un número' })
    .int('El máximo de vistas debe ser un número entero')
    .min(1, 'El enlace debe permitir al menos 1 vista')
    .max(SHARE_MAX_VIEWS, `El enlace admite máximo ${SHARE_MAX_VIEWS} vistas`).optional(),
}).refine(oneUnit, { message: ONE_UNIT_MESSAGE, path: ['profile_id'] })
  .meta({ example: { profile_id: 12, expires_in_hours: 24, max_views: 1 } });
export type CreateShareInput = z.infer<typeof createShareBody>;

export const createShareAnswer = answer({
  url: z.string().meta({ example: 'https://tienda.example.co/s/q3L0x9mYc1V8rT2wKp4NfA' }),
  token: z.string().meta({ description: 'Se muestra una sola vez: el servidor guarda solo su huella.' }),
  expires_at: isoTime,
  max_views: z.number(),
});
export type CreateShareAnswer = z.output<typeof createShareAnswer>;

/** A share token: 16 random bytes in base64url (22 characters). Anything else is no link of ours. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const shareTokenParams = z.object({ token: z.string().max(200) });

export const revokeShareAnswer = answer({
  share: z.object({ expires_at: isoTime, revoked_at: isoTime, views: z.number(), max_views: z.number() }),
});
export type RevokeShareAnswer = z.output<typeof revokeShareAnswer>;

export const credentialViewsQuery = z.strictObject({
  profile_id: recordIdText('El perfil').optional(),
  digital_account_id: recordIdText('La cuenta digital').optional(),
  digital_account_others_id: recordIdText('La solicitud').optional(),
}).refine(oneOfThree, { message: ONE_OF_THREE_MESSAGE, path: ['profile_id'] });
export type CredentialViewsQuery = z.infer<typeof credentialViewsQuery>;

export const credentialViewItem = z.object({
  id: z.number(),
  profile_id: z.number().nullable(),
  /** The stock unit's account, or null for a hand-fulfilled request's view. */
  digital_account_id: z.number().nullable(),
  digital_account_others_id: z.number().nullable(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  source: z.enum(CREDENTIAL_SOURCES),
  screen: z.string(),
  screen_label: z.string(),
  api_key_id: z.number().nullable(),
  ip: z.string().nullable(),
  created_at: isoTime,
});
export type CredentialViewItem = z.infer<typeof credentialViewItem>;

/** The newest views first, at most VIEW_HISTORY_MAX of them. */
export const VIEW_HISTORY_MAX = 200;
export const credentialViewsAnswer = answer({ items: z.array(credentialViewItem) });
export type CredentialViewsAnswer = z.output<typeof credentialViewsAnswer>;

export const revealBody = z.strictObject({
  ...unitFields,
  digital_account_others_id: recordId('La solicitud').optional(),
  screen: z.enum(REVEAL_SCREENS, { error: `Indica la pantalla desde la que se muestran las credenciales: ${REVEAL_SCREENS.join(', ')}.` }),
}).refine(oneOfThree, { message: ONE_OF_THREE_MESSAGE, path: ['profile_id'] })
  .refine((v) => (v.digital_account_others_id !== undefined) === (v.screen === OTHERS_REVEAL_SCREEN), {
    message: `Una solicitud (digital_account_others_id) se muestra desde la pantalla ${OTHERS_REVEAL_SCREEN}, y esa pantalla solo muestra solicitudes.`,
    path: ['screen'],
  })
  .meta({ example: { profile_id: 12, screen: 'delivered-profiles' } });
export type RevealInput = z.infer<typeof revealBody>;

/** One unit's credentials in clear, with the copy-ready message (the company's template). */
export const revealedUnit = z.object({
  ...unitCredentialFields,
  /** A stock unit's account; null for a hand-fulfilled request. */
  digital_account_id: z.number().nullable(),
  /** The hand-fulfilled request revealed, or null for a stock unit. */
  digital_account_others_id: z.number().nullable(),
  /** An account sold whole: its profiles with their PINs (null for a profile). */
  profiles: wholeAccountProfiles.nullable(),
});
export type RevealedUnit = z.infer<typeof revealedUnit>;
export const revealAnswer = answer({ unit: revealedUnit });
export type RevealAnswer = z.output<typeof revealAnswer>;
