-- "contains" searches of the lists (ILIKE %...%) use trigram indexes (issue 12, lists at scale)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_list_name_idx" ON "users" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "users_list_username_idx" ON "users" USING btree ("company_id","username","id");--> statement-breakpoint
CREATE INDEX "users_list_rol_idx" ON "users" USING btree ("company_id","rol","id");--> statement-breakpoint
CREATE INDEX "users_list_level_grid_idx" ON "users" USING btree ("company_id","level_grid","id");--> statement-breakpoint
CREATE INDEX "users_list_email_idx" ON "users" USING btree ("company_id","email","id");--> statement-breakpoint
CREATE INDEX "users_list_phone_idx" ON "users" USING btree ("company_id","phone","id");--> statement-breakpoint
CREATE INDEX "users_list_codeuser_idx" ON "users" USING btree ("company_id","codeuser","id");--> statement-breakpoint
CREATE INDEX "users_list_active_idx" ON "users" USING btree ("company_id","active","id");--> statement-breakpoint
CREATE INDEX "users_trgm_name_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_trgm_username_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_trgm_email_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_trgm_codeuser_idx" ON "users" USING gin ("codeuser" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ledger_user_list_created_at_idx" ON "ledger_entry" USING btree ("company_id","created_at","id") WHERE account_type = 'user';--> statement-breakpoint
CREATE INDEX "ledger_user_list_kind_idx" ON "ledger_entry" USING btree ("company_id","kind","id") WHERE account_type = 'user';--> statement-breakpoint
CREATE INDEX "ledger_user_list_amount_idx" ON "ledger_entry" USING btree ("company_id","amount","id") WHERE account_type = 'user';--> statement-breakpoint
CREATE INDEX "ledger_user_list_balance_after_idx" ON "ledger_entry" USING btree ("company_id","balance_after","id") WHERE account_type = 'user';--> statement-breakpoint
CREATE INDEX "ledger_user_list_note_idx" ON "ledger_entry" USING btree ("company_id","note","id") WHERE account_type = 'user';--> statement-breakpoint
CREATE INDEX "ledger_user_list_object_type_idx" ON "ledger_entry" USING btree ("company_id","object_type","id") WHERE account_type = 'user';--> statement-breakpoint
CREATE INDEX "ledger_user_list_object_id_idx" ON "ledger_entry" USING btree ("company_id","object_id","id") WHERE account_type = 'user';--> statement-breakpoint
CREATE INDEX "ledger_user_list_actor_name_idx" ON "ledger_entry" USING btree ("company_id","actor_name","id") WHERE account_type = 'user';--> statement-breakpoint
CREATE INDEX "ledger_user_trgm_note_idx" ON "ledger_entry" USING gin ("note" gin_trgm_ops) WHERE account_type = 'user';--> statement-breakpoint
CREATE INDEX "digital_account_list_type_digital_account_id_idx" ON "digital_account" USING btree ("company_id","type_digital_account_id","id");--> statement-breakpoint
CREATE INDEX "digital_account_list_login_idx" ON "digital_account" USING btree ("company_id","login","id");--> statement-breakpoint
CREATE INDEX "digital_account_list_expiry_date_idx" ON "digital_account" USING btree ("company_id","expiry_date","id");--> statement-breakpoint
CREATE INDEX "digital_account_list_state_idx" ON "digital_account" USING btree ("company_id","state","id");--> statement-breakpoint
CREATE INDEX "digital_account_list_is_generic_idx" ON "digital_account" USING btree ("company_id","is_generic","id");--> statement-breakpoint
CREATE INDEX "digital_account_list_owner_id_idx" ON "digital_account" USING btree ("company_id","owner_id","id");--> statement-breakpoint
CREATE INDEX "digital_account_trgm_login_idx" ON "digital_account" USING gin ("login" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_list_user_id_idx" ON "orders" USING btree ("company_id","user_id","id");--> statement-breakpoint
CREATE INDEX "orders_list_type_digital_account_id_idx" ON "orders" USING btree ("company_id","type_digital_account_id","id");--> statement-breakpoint
CREATE INDEX "orders_list_product_name_idx" ON "orders" USING btree ("company_id","product_name","id");--> statement-breakpoint
CREATE INDEX "orders_list_quantity_idx" ON "orders" USING btree ("company_id","quantity","id");--> statement-breakpoint
CREATE INDEX "orders_list_unit_price_idx" ON "orders" USING btree ("company_id","unit_price","id");--> statement-breakpoint
CREATE INDEX "orders_list_total_idx" ON "orders" USING btree ("company_id","total","id");--> statement-breakpoint
CREATE INDEX "orders_list_status_idx" ON "orders" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_list_source_idx" ON "orders" USING btree ("company_id","source","id");--> statement-breakpoint
CREATE INDEX "orders_list_finalized_at_idx" ON "orders" USING btree ("company_id","finalized_at","id");--> statement-breakpoint
CREATE INDEX "orders_trgm_product_name_idx" ON "orders" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_trgm_coupon_code_idx" ON "orders" USING gin ("coupon_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_list_digital_account_id_idx" ON "profiles" USING btree ("company_id","digital_account_id","id");--> statement-breakpoint
CREATE INDEX "profiles_list_type_digital_account_id_idx" ON "profiles" USING btree ("company_id","type_digital_account_id","id");--> statement-breakpoint
CREATE INDEX "profiles_list_name_idx" ON "profiles" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "profiles_list_pin_idx" ON "profiles" USING btree ("company_id","pin","id");--> statement-breakpoint
CREATE INDEX "profiles_list_state_idx" ON "profiles" USING btree ("company_id","state","id");--> statement-breakpoint
CREATE INDEX "profiles_list_user_id_idx" ON "profiles" USING btree ("company_id","user_id","id");--> statement-breakpoint
CREATE INDEX "profiles_list_order_id_idx" ON "profiles" USING btree ("company_id","order_id","id");--> statement-breakpoint
CREATE INDEX "profiles_list_sold_at_idx" ON "profiles" USING btree ("company_id","sold_at","id");--> statement-breakpoint
CREATE INDEX "profiles_list_renewal_limit_date_idx" ON "profiles" USING btree ("company_id","renewal_limit_date","id");--> statement-breakpoint
CREATE INDEX "profiles_trgm_name_idx" ON "profiles" USING gin ("name" gin_trgm_ops);