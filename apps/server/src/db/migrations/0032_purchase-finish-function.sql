-- The direct purchase's last statement (modules/sales/sale-repository.ts finishPurchase, sent with COMMIT right behind
-- it) as a PL/pgSQL function: as one statement of WITH items its text varied with the number of commissions, so
-- PostgreSQL planned it on every purchase (~0.6 ms, bench/README.md); each backend now plans the function's
-- statements once and reuses the plans (generic: every argument is an id, an amount or a text). The SQL is the
-- owning modules' own, moved here: sales (the company's queue, the order numbered), ledger (each credit moves one
-- cached balance and appends its ledger row with the balance after it, in the given order, which is the lock order
-- of every sale: the buyer's ancestors nearest first, then the company), consecutives (the `order` sequence's
-- upsert, a new company's starting with no prefix and 6 digits), audit (the entry, with the number it took).
-- Anything missing (an account or the order) raises, so the purchase rolls back before its COMMIT.
CREATE OR REPLACE FUNCTION sales_finish_purchase(
  p_queue_key integer, p_company integer, p_order integer,
  p_account_types text[], p_account_ids integer[], p_amounts bigint[], p_kinds text[], p_notes text[], p_keys text[],
  p_actor_id integer, p_actor_name text, p_log_text text, p_log_changes jsonb)
RETURNS integer
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  moved bigint;
  taken integer;
BEGIN
  -- the company's sales queue: granted in arrival order, held to the COMMIT that follows
  PERFORM pg_advisory_xact_lock(p_queue_key, p_company);
  FOR i IN 1 .. coalesce(array_length(p_amounts, 1), 0) LOOP
    IF p_account_types[i] = 'user' THEN
      UPDATE users SET balance = balance + p_amounts[i] WHERE id = p_account_ids[i] RETURNING balance INTO moved;
    ELSIF p_account_types[i] = 'company' THEN
      UPDATE company SET balance = balance + p_amounts[i] WHERE id = p_account_ids[i] RETURNING balance INTO moved;
    ELSE
      RAISE EXCEPTION 'sales: unknown account type %', p_account_types[i];
    END IF;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'sales: the purchase could not be finished (no % %)', p_account_types[i], p_account_ids[i];
    END IF;
    INSERT INTO ledger_entry (company_id, account_type, account_id, amount, balance_after, kind, object_type, object_id, note,
                              actor_id, actor_name, idempotency_key)
    VALUES (p_company, p_account_types[i], p_account_ids[i], p_amounts[i], moved, p_kinds[i], 'order', p_order, p_notes[i],
            p_actor_id, p_actor_name, p_keys[i]);
  END LOOP;
  INSERT INTO consecutive (company_id, name, prefix, current, padding) VALUES (p_company, 'order', '', 1, 6)
    ON CONFLICT (company_id, name) DO UPDATE SET current = COALESCE(consecutive.current, 0) + 1, updated_at = now()
    RETURNING current INTO taken;
  UPDATE orders SET number = taken, updated_at = now() WHERE id = p_order;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'sales: the purchase could not be finished (no order %)', p_order;
  END IF;
  INSERT INTO audit_log (company_id, object_type, object_id, user_id, user_name, text, changes)
  VALUES (p_company, 'order', p_order, p_actor_id, p_actor_name, p_log_text,
          p_log_changes || jsonb_build_object('number', jsonb_build_array(NULL, taken)));
  RETURN taken;
END
$$;
--> statement-breakpoint
-- An order's number, for the answer a purchase stores in the same message as its COMMIT (modules/sales/
-- purchase-answer.ts fills the number in there): in a function, the statement that reads it is not planned against
-- the many list indexes of `orders` on every purchase (measured: 0.29 ms of planning for a 0.17 ms update).
CREATE OR REPLACE FUNCTION sales_order_number(p_order integer) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT number FROM orders WHERE id = p_order);
END
$$;
