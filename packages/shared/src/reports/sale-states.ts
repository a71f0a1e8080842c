/**
 * The sales the sales reports count: finalized orders (direct purchases, store orders and bookings delivered), or
 * the annulled ones when asked (an annulled order was a sale that was undone: it is never counted with the others).
 */
export const SALE_REPORT_STATES = [
  { value: 'finalized', label: 'Finalizadas' },
  { value: 'annulled', label: 'Anuladas' },
] as const;
