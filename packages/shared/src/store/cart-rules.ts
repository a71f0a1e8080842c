/**
 * The store cart (spec §3 "Cart item", §4): a draft order of a client with a step number and a finalized flag;
 * each item starts in draft with quantity 1, its quantity can be lowered and it can be removed. Shared by the
 * server that keeps it and the store that shows it. No zod here: the store's first load imports these (cart.ts
 * adds the request schemas for the server).
 */

/** Most units of one product in a cart (the sale machinery's own cap). */
export const CART_MAX_QT = 100;

/** Steps of a cart: 1 choosing, 2 waiting for payment (a top-up), 3 paid and delivered. */
export const CART_STEPS = { choosing: 1, pendingPayment: 2, delivered: 3 } as const;

/** draft = open cart; pending_payment = checked out without enough balance; paid = delivered. */
export const CART_STATES = ['draft', 'pending_payment', 'paid'] as const;
export type CartState = (typeof CART_STATES)[number];

export const CART_STATE_LABELS: Record<CartState, string> = {
  draft: 'Carrito',
  pending_payment: 'Pendiente de pago',
  paid: 'Pagado y entregado',
};

/** Why an item cannot be bought now (flagged at checkout, never charged). */
export type CartItemProblem = 'unavailable' | 'out_of_stock';

export interface CartItem {
  id: number;
  /** The order this item became at checkout (null while the cart is open). */
  detail_order_id: number | null;
  type_digital_account_id: number;
  name: string;
  image: string | null;
  qt: number;
  /** Unit price at the client's cost, COP cents. */
  sale_price: number;
  /** The same, formatted in the cart's currency. */
  sale_price_view: string;
  total: number;
  total_view: string;
  status: 'draft' | 'finalized' | 'flagged';
  currency: string;
  problem: CartItemProblem | null;
}

export interface StoreCart {
  id: number;
  step: number;
  finalized: boolean;
  status: CartState;
  currency: string;
  coupon_code: string | null;
  items: CartItem[];
  total: number;
  total_view: string;
}

/** What a visitor keeps in localStorage before signing in (merged into the server cart at sign-in). */
export interface LocalCartLine {
  type_digital_account_id: number;
  qt: number;
}

/** A delivered unit as the client profile shows it. */
export interface ClientPurchaseUnit {
  login: string;
  password: string;
  profile: string | null;
  pin: string | null;
  renewal_limit_date: string;
  profile_id: number | null;
  digital_account_id: number;
}

export interface ClientPurchase {
  order_id: number;
  number: number | null;
  product_name: string;
  quantity: number;
  total: number;
  status: string;
  finalized_at: string | null;
  created_at: string;
  units: ClientPurchaseUnit[];
}

export interface ClientTopUp {
  id: number;
  amount: number;
  transaction_id: string;
  state: string;
  created_at: string;
}

export interface ClientProfile {
  client: { id: number; name: string; email: string | null; phone: string | null; username: string; balance: number };
  seller: { name: string; codeuser: string; whatsapp: string | null };
  pending: StoreCart[];
  purchases: ClientPurchase[];
  top_ups: ClientTopUp[];
}
