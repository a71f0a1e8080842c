-- Every API process keeps each signed-in user's session subject (user row, company, permissions) in memory
-- (plugins/session-subjects.ts). These triggers announce every change that could alter one, whoever makes it
-- (engine, services, seed, a person in psql), so no write path can forget to invalidate:
--   * NOTIFY session_subject_changed '<xid> <key>' reaches every process once the transaction commits;
--   * RAISE NOTICE (same text in DETAIL) reaches the connection that writes, before it commits, so the writing
--     process stops trusting the key at once and until its own NOTIFY comes back (read-your-writes).
-- Keys: 'u:<user id>', 'c:<company id>', 'g:<role group id>' (its members' permissions), '*' (everything).
-- Balances change with every sale and are never cached: an update of balance (and updated_at) alone is silent.
CREATE FUNCTION session_subject_announce(subject_key text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text := pg_current_xact_id()::text || ' ' || subject_key;
BEGIN
  PERFORM pg_notify('session_subject_changed', payload);
  RAISE NOTICE 'session_subject_changed' USING DETAIL = payload;
END
$$;
--> statement-breakpoint
-- TG_ARGV: the key prefix and the column holding the id ('u', 'user_id' for user_group rows).
CREATE FUNCTION session_subject_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM session_subject_announce('*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM session_subject_announce(TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM session_subject_announce(TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- (Re)creates the UPDATE trigger of a table on every column but the volatile ones, by name (UPDATE OF): an update
-- that sets only a balance (every sale) does not even consider it, so sales pay nothing for it. A migration that adds
-- a column to users or company calls it again (apps/server/test/session-subjects.test.ts fails until it does).
CREATE FUNCTION session_subject_watch_updates(tbl regclass, key_prefix text, id_column text, volatile text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  trigger_name text := (SELECT relname FROM pg_class WHERE oid = tbl) || '_session_subject_update';
  columns text;
BEGIN
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO columns
    FROM pg_attribute WHERE attrelid = tbl AND attnum > 0 AND NOT attisdropped AND NOT (attname = ANY (volatile));
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', trigger_name, tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %s ON %s FOR EACH ROW EXECUTE FUNCTION session_subject_changed(%L, %L)',
    trigger_name, columns, tbl, key_prefix, id_column);
END
$$;
--> statement-breakpoint
SELECT session_subject_watch_updates('users', 'u', 'id', ARRAY['balance', 'updated_at']);
--> statement-breakpoint
CREATE TRIGGER users_session_subject_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION session_subject_changed('u', 'id');
--> statement-breakpoint
CREATE TRIGGER users_session_subject_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION session_subject_changed();
--> statement-breakpoint
SELECT session_subject_watch_updates('company', 'c', 'id', ARRAY['balance', 'updated_at']);
--> statement-breakpoint
CREATE TRIGGER company_session_subject_delete AFTER DELETE ON company FOR EACH ROW EXECUTE FUNCTION session_subject_changed('c', 'id');
--> statement-breakpoint
CREATE TRIGGER company_session_subject_truncate AFTER TRUNCATE ON company FOR EACH STATEMENT EXECUTE FUNCTION session_subject_changed();
--> statement-breakpoint
CREATE TRIGGER user_group_session_subject AFTER INSERT OR UPDATE OR DELETE ON user_group FOR EACH ROW EXECUTE FUNCTION session_subject_changed('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER user_group_session_subject_truncate AFTER TRUNCATE ON user_group FOR EACH STATEMENT EXECUTE FUNCTION session_subject_changed();
--> statement-breakpoint
CREATE TRIGGER role_group_permission_session_subject AFTER INSERT OR UPDATE OR DELETE ON role_group_permission FOR EACH ROW EXECUTE FUNCTION session_subject_changed('g', 'group_id');
--> statement-breakpoint
CREATE TRIGGER role_group_permission_session_subject_truncate AFTER TRUNCATE ON role_group_permission FOR EACH STATEMENT EXECUTE FUNCTION session_subject_changed();
--> statement-breakpoint
CREATE TRIGGER role_group_session_subject AFTER UPDATE OR DELETE ON role_group FOR EACH ROW EXECUTE FUNCTION session_subject_changed('g', 'id');
--> statement-breakpoint
CREATE TRIGGER role_group_session_subject_truncate AFTER TRUNCATE ON role_group FOR EACH STATEMENT EXECUTE FUNCTION session_subject_changed();
