-- The purchase path's two statements whose planning cost more than their work (bench/README.md, pg_stat_statements:
-- ~2.4 ms and ~1.8 ms of planning per purchase against ~0.5 ms of execution, profiles and users carrying many list
-- indexes the planner weighs each time). As PL/pgSQL functions each backend plans them once and reuses the plan
-- (generic: every argument is an id or a small count, and the plan is the same index walk for any of them).
-- The SQL is the owning modules' own, moved here verbatim: inventory (inventory/stock-units-repository.ts) still
-- decides how stock is taken, pricing (pricing/pricing-repository.ts) how a chain's prices are read.
--
-- inventory: takes up to p_quantity available profiles of a product, account by account, FOR UPDATE SKIP LOCKED (two
-- buyers never get the same unit, nobody waits on another), and sells them to the buyer's order.
CREATE OR REPLACE FUNCTION inventory_take_profiles(p_company integer, p_type integer, p_quantity integer, p_buyer integer, p_order integer, p_days integer)
RETURNS TABLE (profile_id integer, digital_account_id integer, login text, password text, profile text, pin text, renewal_limit_date date)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  today date := (now() AT TIME ZONE 'America/Bogota')::date;
  taken integer[];
BEGIN
  -- two steps, so the generic plan of the second one knows it updates a handful of rows by primary key (a LIMIT
  -- whose value the plan cannot see is guessed large, and the update then scanned the whole table)
  SELECT array_agg(s.id) INTO taken FROM (
    SELECT p.id FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
     WHERE p.company_id = p_company AND p.type_digital_account_id = p_type AND p.state = 'available'
       AND a.state = 'available' AND (a.expiry_date IS NULL OR a.expiry_date >= today)
     ORDER BY p.digital_account_id, p.id LIMIT p_quantity
     FOR UPDATE OF p SKIP LOCKED
  ) s;
  RETURN QUERY
    UPDATE profiles p SET state = 'sold', user_id = p_buyer, order_id = p_order, sold_at = now(),
           renewal_limit_date = today + p_days, updated_at = now()
      FROM digital_account a
     WHERE p.id = ANY (taken) AND a.id = p.digital_account_id
    RETURNING p.id, p.digital_account_id, a.login, a.password, p.name, p.pin, p.renewal_limit_date;
END
$$;
--> statement-breakpoint
-- pricing: the product and the buyer's chain (the buyer, then each ancestor below the company level, nearest first)
-- with every price source of each level; no row when the product is not the company's.
CREATE OR REPLACE FUNCTION pricing_sale_chain(p_company integer, p_buyer integer, p_type integer)
RETURNS TABLE (product_id integer, product_name text, price_base bigint, duration_days integer, profile_max_quantity integer,
               sale_mode text, reservable boolean, active boolean, id integer, name text, rol text, level_grid integer,
               parent_id integer, depth integer, has_children boolean, parent_price_distributor bigint, parent_price_client bigint,
               group_price bigint, general_price bigint)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    WITH RECURSIVE chain AS (
      SELECT u.id, u.name, u.rol, u.level_grid, u.parent_id, u.price_group_id, 0 AS depth
        FROM users u WHERE u.id = p_buyer AND u.company_id = p_company
      UNION ALL
      SELECT p.id, p.name, p.rol, p.level_grid, p.parent_id, p.price_group_id, c.depth + 1
        FROM users p JOIN chain c ON p.id = c.parent_id
       WHERE p.level_grid > 0 AND p.company_id = p_company AND c.depth < 64
    ), product AS (
      SELECT t.id, t.name, t.price_base, t.duration_days, t.profile_max_quantity, t.sale_mode, t.reservable, t.active
        FROM type_digital_account t WHERE t.id = p_type AND t.company_id = p_company
    )
    SELECT p.id, p.name::text, p.price_base::bigint, p.duration_days, p.profile_max_quantity, p.sale_mode::text, p.reservable, p.active,
           c.id, c.name::text, c.rol::text, c.level_grid, c.parent_id, c.depth,
           c.depth = 0 AND EXISTS (SELECT 1 FROM users k WHERE k.parent_id = c.id),
           (SELECT dp.price FROM distributor_price dp
             WHERE dp.company_id = p_company AND dp.seller_id = c.parent_id AND dp.type_digital_account_id = p_type
               AND dp.audience = 'distributor')::bigint,
           (SELECT dp.price FROM distributor_price dp
             WHERE dp.company_id = p_company AND dp.seller_id = c.parent_id AND dp.type_digital_account_id = p_type
               AND dp.audience = 'client')::bigint,
           (SELECT pli.price FROM price_group g
              JOIN price_list pl ON pl.id = g.price_list_id AND pl.active
              JOIN price_list_item pli ON pli.price_list_id = pl.id AND pli.type_digital_account_id = p_type
             WHERE g.id = c.price_group_id AND g.active LIMIT 1)::bigint,
           (SELECT pli.price FROM price_list pl
              JOIN price_list_item pli ON pli.price_list_id = pl.id AND pli.type_digital_account_id = p_type
             WHERE pl.company_id = p_company AND pl.is_general AND pl.active LIMIT 1)::bigint
      FROM product p LEFT JOIN chain c ON true
     ORDER BY c.depth;
END
$$;
