import { bankAccountName } from '@app/shared';
import type { Tx } from '../db/client.ts';
import { insertBankAccount } from '../modules/bank-accounts/index.ts';
import { boxesPng } from './demo-image.ts';

/** A QR-looking square (three finder marks and a few modules), so the top-up screens show where a QR goes. */
function demoQr(): string {
  const finder = (x: number, y: number) => [
    { x, y, w: 28, h: 28, color: [0, 0, 0] as const },
    { x: x + 4, y: y + 4, w: 20, h: 20, color: [255, 255, 255] as const },
    { x: x + 8, y: y + 8, w: 12, h: 12, color: [0, 0, 0] as const },
  ];
  const modules = [[40, 8], [48, 16], [40, 40], [56, 48], [8, 48], [24, 56], [48, 64], [64, 40], [72, 72], [56, 80], [80, 56]]
    .map(([x, y]) => ({ x, y, w: 8, h: 8, color: [0, 0, 0] as const }));
  return boxesPng(100, 100, [255, 255, 255], [...finder(4, 4), ...finder(68, 4), ...finder(4, 68), ...modules]);
}

/**
 * One payment method of each Colombian kind besides Demo's bank accounts (DOMAIN.md "Payment methods of Colombia"):
 * a Bre-B key with its QR, Nequi, Daviplata and a PSE link, so the top-up forms show every kind.
 */
export async function seedPaymentMethods(tx: Tx, companyId: number, pseBank: { id: number; name: string }) {
  const holder = { holder: 'Demo Cuentas SAS', holder_document: '900123456', active: true, company_id: companyId };
  const methods = [
    { kind: 'breb', breb_key_type: 'phone', account_number: '3157778899', qr: demoQr() },
    { kind: 'nequi', account_number: '3105556677' },
    { kind: 'daviplata', account_number: '3134445566' },
    { kind: 'pse', bank_id: pseBank.id, account_number: '900123456-7', payment_link: 'https://pagos.demo.example/pse' },
  ];
  for (const m of methods) {
    const row = { ...holder, ...m };
    await insertBankAccount(tx, { ...row, name: bankAccountName(m.kind === 'pse' ? pseBank.name : null, row) });
  }
}
