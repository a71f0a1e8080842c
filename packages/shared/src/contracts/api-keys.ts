import { z } from 'zod';
import { recordId, recordIdText } from '../validation/index.ts';
import { answer, isoTime } from './answer-envelope.ts';

/**
 * What a key may do (narrowing its owner, never widening it): read the catalogue with the owner's costs, read
 * the owner's balance, place orders (and renew or report their units), read orders.
 */
export const API_KEY_SCOPES = ['catalog:read', 'balance:read', 'orders:write', 'orders:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'catalog:read': 'Ver productos y precios',
  'balance:read': 'Ver el saldo',
  'orders:write': 'Comprar, renovar y reportar fallas',
  'orders:read': 'Ver pedidos',
};

/** The most keys one user keeps alive at once. */
export const MAX_API_KEYS = 20;

const ipEntry = z.string({ error: 'Cada dirección debe ser texto' }).trim()
  .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'Escribe direcciones IP (por ejemplo 203.0.113.7) o rangos (203.0.113.0/24)');

export const createApiKeyBody = z.strictObject({
  name: z.string({ error: 'El nombre es obligatorio' }).trim().min(2, 'El nombre debe tener al menos 2 caracteres')
    .max(80, 'El nombre admite máximo 80 caracteres'),
  scopes: z.array(z.enum(API_KEY_SCOPES, { error: 'Permiso de la clave no válido: usa catalog:read, balance:read, orders:write u orders:read' }),
    { error: 'Elige los permisos de la clave' }).min(1, 'Elige al menos un permiso').max(API_KEY_SCOPES.length),
  allowed_ips: z.array(ipEntry, { error: 'Las direcciones permitidas deben ser una lista' }).max(20, 'Máximo 20 direcciones').nullish(),
  /** Staff create keys for a user of the company; everyone else for itself. */
  user_id: recordId('El usuario').optional(),
}).meta({ example: { name: 'Mi tienda', scopes: ['catalog:read', 'balance:read', 'orders:write', 'orders:read'] } });
export type CreateApiKeyInput = z.infer<typeof createApiKeyBody>;

export const apiKeyItem = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  scopes: z.array(z.string()),
  prefix: z.string().meta({ example: 'cdk_3f9a1c2b' }),
  allowed_ips: z.array(z.string()).nullable(),
  created_at: isoTime,
  last_used_at: isoTime.nullable(),
  revoked_at: isoTime.nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

export const createApiKeyAnswer = answer({
  key: apiKeyItem,
  secret: z.string().meta({ description: 'La clave completa: se muestra una sola vez.', example: 'cdk_3f9a1c2b_Qm9u…' }),
});
export const apiKeyListQuery = z.object({ user_id: recordIdText('El usuario').optional() });
export const apiKeyListAnswer = answer({ items: z.array(apiKeyItem) });
export const apiKeyRevokeAnswer = answer({ key: apiKeyItem });

/**
 * The owner's permissions a scope keeps (the key holds the owner's permissions that its scopes name, never
 * others): each reseller route needs its scope AND the owner's permission.
 */
export const API_KEY_SCOPE_PERMISSIONS: Record<ApiKeyScope, readonly string[]> = {
  'catalog:read': ['order.create'],
  'balance:read': [],
  'orders:write': ['order.create', 'renovation-ticket.create', 'renovation-ticket.renew', 'report-fault-account.create'],
  'orders:read': ['order.get'],
};

/* The answers as the web reads them. */
export type CreateApiKeyAnswer = z.output<typeof createApiKeyAnswer>;
export type ApiKeyListAnswer = z.output<typeof apiKeyListAnswer>;
export type ApiKeyRevokeAnswer = z.output<typeof apiKeyRevokeAnswer>;
