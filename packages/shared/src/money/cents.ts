/** Integer minor units (cents). An alias, so signatures say which numbers are money. */
export type Cents = number;

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** Returns value when it is a safe integer amount of cents, else throws a RangeError naming label. */
export function assertCents(value: number, label = 'El monto'): Cents {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new RangeError(`${label} debe ser un número entero de centavos (recibido: ${String(value)})`);
  }
  // -0 would print as "-$ 0,00"; money has no signed zero
  return value + 0;
}

/** Converts an exact bigint result back to a number, refusing results a number cannot hold exactly. */
export function bigintToCents(value: bigint, label = 'El resultado'): Cents {
  if (value > MAX || value < -MAX) {
    throw new RangeError(`${label} excede el rango permitido para montos`);
  }
  return Number(value) + 0;
}
