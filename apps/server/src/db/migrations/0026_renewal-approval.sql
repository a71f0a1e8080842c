-- Early renewal approval (DOMAIN.md): approving an early request is `renovation-ticket.finalize`, reopening a
-- closed or rejected ticket for manual handling is `renovation-ticket.open`. Companies created before this hold
-- their role groups already: the Admin and Renovaciones groups get the two grants new companies start with
-- (packages/shared/src/roles.ts). Ticket states are text: the new states need no column change.
INSERT INTO "role_group_permission" ("group_id", "permission")
SELECT g."id", p."permission" FROM "role_group" g
  CROSS JOIN (VALUES ('renovation-ticket.finalize'), ('renovation-ticket.open')) AS p("permission")
 WHERE g."role" IN ('Admin', 'Renovaciones')
ON CONFLICT DO NOTHING;
