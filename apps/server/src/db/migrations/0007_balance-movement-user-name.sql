DROP VIEW "public"."balance_movement";--> statement-breakpoint
CREATE VIEW "public"."balance_movement" AS (
  SELECT l.id, l.company_id, l.account_id AS user_id, u.name AS user_name, l.created_at AS movement_date, l.kind, l.amount,
         l.balance_after, l.note, l.object_type, l.object_id, l.actor_name, l.created_at, l.created_at AS updated_at
    FROM ledger_entry l LEFT JOIN users u ON u.id = l.account_id WHERE l.account_type = 'user');