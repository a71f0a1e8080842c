import { formatMoney } from '@app/shared/format/currency';

/** Pesos with their cents ("$ 11.900,00"): taxes leave cents, and a receipt must add up to the peso it shows. */
export const money = (cents: number) => formatMoney(cents);
