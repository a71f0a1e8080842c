/*
 * What the redeemable screens read about sellers and batches: computed by the server
 * (modules/redeemable), shown by the web (pages/redeemable).
 */

/** An authorized seller with the codes it holds, sold and saw redeemed, and what it owes. */
export interface SellerSummary {
  id: number;
  name: string;
  phone: string | null;
  city: string | null;
  user_id: number;
  user_name: string | null;
  active: boolean;
  authorized_until: string | null;
  redeemable_discount: number;
  /** What it owes the company now (its cached balance = the sum of its movements). */
  balance: number;
  held: number;
  held_value: number;
  held_expired: number;
  sold: number;
  sold_value: number;
  redeemed: number;
  redeemed_value: number;
  /** What its sales made it owe, and what it paid: balance = owed_total − paid. */
  owed_total: number;
  paid: number;
}

/** A batch of codes with how many are in each state. */
export interface BatchSummary {
  batch: number;
  value: number;
  expires_at: string;
  created_at: string;
  quantity: number;
  available: number;
  assigned: number;
  sold: number;
  redeemed: number;
  expired: number;
}
