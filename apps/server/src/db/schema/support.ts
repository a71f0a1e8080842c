import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { company, users } from './core.ts';

/**
 * DOMAIN.md "Support ticket": the responses under a support ticket or a client ticket (`ticket_type` names which
 * table `ticket_id` points into), oldest first. `side` is who wrote it: the requester, or the desk that answers
 * (staff, or the client's seller); the unread counters on the ticket count the other side's responses. Images
 * are data URLs kept in the row, like every image of the app (DESIGN.md: any API process can serve them).
 * Responses are never edited.
 */
export const supportResponse = pgTable('support_response', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  ticket_type: text('ticket_type').notNull(),
  ticket_id: integer('ticket_id').notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  side: text('side').notNull(),
  text: text('text').notNull().default(''),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  // a thread is read whole, in order, by its ticket
  index('support_response_ticket_idx').on(t.company_id, t.ticket_type, t.ticket_id, t.id),
  check('support_response_ticket_type_check', sql`${t.ticket_type} IN ('support-ticket', 'support-client')`),
  check('support_response_side_check', sql`${t.side} IN ('requester', 'desk')`),
  check('support_response_images_check', sql`jsonb_typeof(${t.images}) = 'array' AND jsonb_array_length(${t.images}) <= 3`),
]);
