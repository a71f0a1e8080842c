import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { Caller } from './helpers.ts';

/** An .xlsx with this header row and these rows, as the template would be filled. */
export async function xlsxOf(header: string[], rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hoja');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const ACCOUNT_HEADER = ['Producto', 'Usuario o correo', 'Contraseña', 'Fecha de vencimiento', 'Cantidad de perfiles', 'Observaciones'];
export const PROFILE_HEADER = ['Usuario o correo', 'Nombre del perfil', 'PIN'];

/** A multipart/form-data body with one file in the field "file". */
export function multipartBody(file: Buffer, filename = 'stock.xlsx'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----stock${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n`
      + 'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n'),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads `file` to /admin/digital-account/{import|import-profiles}/{preview|commit}. */
export function upload(caller: Caller, path: string, file: Buffer, filename?: string): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(file, filename);
  return caller.request('POST', `/api/v1/admin/digital-account/${path}`, payload, headers);
}
