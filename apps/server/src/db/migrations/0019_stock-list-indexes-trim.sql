-- sorting the stock by a reference (shown by name, ordered by id) or by the random PIN is gone (sortable: false): their
-- indexes cost every stock import (issue 12); the filters on those columns keep their own indexes
DROP INDEX "digital_account_list_type_digital_account_id_idx";--> statement-breakpoint
DROP INDEX "profiles_list_digital_account_id_idx";--> statement-breakpoint
DROP INDEX "profiles_list_type_digital_account_id_idx";--> statement-breakpoint
DROP INDEX "profiles_list_pin_idx";--> statement-breakpoint
DROP INDEX "profiles_list_user_id_idx";--> statement-breakpoint
DROP INDEX "profiles_list_order_id_idx";