import { z } from 'zod';
import '../validation/spanish-issues.ts';

/**
 * The response thread under a support ticket (DOMAIN.md "Support ticket"): what the server accepts and answers and
 * what the web composer checks before sending, written once.
 */

/** The two kinds of ticket that carry a thread: to the company's staff, and from a client to its seller. */
export const SUPPORT_THREAD_RESOURCES = ['support-ticket', 'support-client'] as const;
export type SupportThreadResource = (typeof SUPPORT_THREAD_RESOURCES)[number];

/**
 * Who a person is on one ticket: the `requester` who filed it, the `desk` that answers it (staff for a support
 * ticket, the client's seller for a client ticket), or an `observer` who may read it only (an ancestor of the
 * requester, or staff reading a client's ticket with its seller).
 */
export type SupportSide = 'requester' | 'desk';
export type SupportViewerRole = SupportSide | 'observer';

/** Images one response may carry. */
export const MAX_RESPONSE_IMAGES = 3;
/** Days after closing during which the requester may reopen its ticket. */
export const SUPPORT_REOPEN_DAYS = 7;
/** Longest response text. */
export const SUPPORT_RESPONSE_TEXT_MAX = 5000;
/** Longest image (a base64 data URL; the web sends JPEGs resized to 512 px, far below it). */
export const SUPPORT_IMAGE_MAX_CHARS = 1_500_000;

const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+=*$/;

const responseImage = z.string({ error: 'Cada imagen debe ser un archivo de imagen' })
  .max(SUPPORT_IMAGE_MAX_CHARS, 'Una de las imágenes es demasiado grande (máximo 1 MB)')
  .regex(IMAGE_DATA_URL, 'Solo se permiten imágenes JPEG, PNG, WEBP o GIF');

/** `POST …/{id}/responses`: a text, up to 3 images, or both; never nothing. */
export const supportResponseBody = z.strictObject({
  text: z.string({ error: 'La respuesta debe ser texto' }).trim()
    .max(SUPPORT_RESPONSE_TEXT_MAX, `La respuesta admite máximo ${SUPPORT_RESPONSE_TEXT_MAX} caracteres`).optional(),
  images: z.array(responseImage, { error: 'Las imágenes deben enviarse como una lista' })
    .max(MAX_RESPONSE_IMAGES, `Puedes adjuntar máximo ${MAX_RESPONSE_IMAGES} imágenes por respuesta`).optional(),
}).refine((b) => !!b.text || !!b.images?.length, { message: 'Escribe una respuesta o adjunta una imagen', path: ['text'] });
export type SupportResponseInput = z.infer<typeof supportResponseBody>;

/** One response as the thread shows it. */
export interface SupportResponseItem {
  id: number;
  side: SupportSide;
  author_id: number | null;
  author_name: string | null;
  text: string;
  images: string[];
  created_at: string;
}

/** What the person reading a thread may do with it (the buttons the page offers; the server decides anyway). */
export interface SupportViewer {
  role: SupportViewerRole;
  can_respond: boolean;
  can_close: boolean;
  can_reopen: boolean;
  /** Until when a closed ticket can still be reopened by its requester (ISO timestamp), else null. */
  reopen_until: string | null;
  /** Staff on a support ticket, the seller on a client ticket: may insert a default response. */
  can_use_default_responses: boolean;
  /** The reader's unread responses before this reading cleared them: the newest ones of the other side are new. */
  unread: number;
}

/** `GET …/{id}/responses`: the ticket, its thread (oldest first) and what the reader may do. */
export interface SupportThreadAnswer {
  ticket: Record<string, unknown> & { id: number };
  items: SupportResponseItem[];
  viewer: SupportViewer;
}

/** A ticket as far as deciding who someone is on it. */
export type SupportTicketParties = Record<string, unknown> & { user_id?: unknown; distributor_id?: unknown };

/**
 * Who `viewer` is on a ticket it reaches: the requester who filed it; the desk (a support ticket's desk is the
 * company's staff; a client ticket's is the seller it was addressed to, or staff when it has none); else an
 * observer (an ancestor of the requester, staff beside a client's seller).
 */
export function supportViewerRole(
  resource: SupportThreadResource, ticket: SupportTicketParties, viewer: { id: number; seesWholeCompany: boolean },
): SupportViewerRole {
  if (ticket.user_id === viewer.id) return 'requester';
  if (resource === 'support-ticket') return viewer.seesWholeCompany ? 'desk' : 'observer';
  if (ticket.distributor_id === viewer.id) return 'desk';
  return ticket.distributor_id == null && viewer.seesWholeCompany ? 'desk' : 'observer';
}

/** The unread count a list row shows to `viewer`: its own side's counter. */
export function unreadFor(row: Record<string, unknown>, role: SupportViewerRole | null): number {
  const value = role === 'requester' ? row.requester_unread : role === 'desk' ? row.desk_unread : 0;
  return typeof value === 'number' && value > 0 ? value : 0;
}
