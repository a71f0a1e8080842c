import { redeemableStateLabel } from '@app/shared';
import type { Readable } from 'node:stream';
import { streamXlsx, type ExportColumn } from '../../lib/xlsx-export.ts';
import type { HeldRow } from './redeemable-repository.ts';

const COLUMNS: ExportColumn[] = [
  { key: 'code', header: 'Código', kind: 'text' },
  { key: 'value', header: 'Valor', kind: 'money' },
  { key: 'expires_at', header: 'Vence', kind: 'date' },
  { key: 'state', header: 'Estado', kind: 'text' },
  { key: 'seller_name', header: 'Vendedor', kind: 'text' },
  { key: 'buyer_name', header: 'Comprador', kind: 'text' },
  { key: 'buyer_phone', header: 'Celular del comprador', kind: 'text' },
  { key: 'sold_at', header: 'Vendido el', kind: 'datetime' },
  { key: 'redeemed_at', header: 'Redimido el', kind: 'datetime' },
  { key: 'message', header: 'Mensaje para el comprador', kind: 'text' },
];

/**
 * A batch as a spreadsheet for its seller (one row per code it holds, with the full code and the message to send
 * each buyer) or for staff (every code of the batch, masked). Written by the shared streaming writer.
 */
export function batchSheet(batch: number, rows: (HeldRow & { full_code: string | null; message: string | null })[]): Readable {
  const out = rows.map((r) => ({
    ...r, code: r.full_code ?? r.code, state: redeemableStateLabel(r.state), message: r.message ?? '',
  }));
  return streamXlsx(`Lote ${batch}`, COLUMNS, (async function* () {
    yield out;
  })());
}
