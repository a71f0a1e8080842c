import { STOCK_IMPORT_MAX_BYTES, STOCK_IMPORT_MAX_ROWS, type StockImportKind } from '@app/shared';

const MB = STOCK_IMPORT_MAX_BYTES / (1024 * 1024);

/** The template's "Instrucciones" sheet (the accounts one ends with the company's products). */
export const NOTES: Record<StockImportKind, string[]> = {
  accounts: [
    'Cómo llenar la plantilla de cuentas',
    'Una fila por cuenta, sin cambiar los encabezados de la primera fila de la hoja «Cuentas».',
    'Producto: el nombre exacto del tipo de cuenta digital (ver la lista abajo). Usuario o correo y Contraseña: obligatorios.',
    'Fecha de vencimiento: opcional, como fecha de Excel o texto DD/MM/AAAA o AAAA-MM-DD.',
    'Cantidad de perfiles: opcional; vacía = los perfiles máximos del producto. Observaciones: opcional.',
    'Una cuenta con el mismo usuario del mismo producto ya en el inventario se marca como duplicada y no se vuelve a crear.',
    `Máximo ${STOCK_IMPORT_MAX_ROWS} filas y ${MB} MB por archivo.`,
    '',
    'Productos de la empresa:',
  ],
  profiles: [
    'Cómo llenar la plantilla de perfiles',
    'Una fila por perfil de una cuenta que ya existe, sin cambiar los encabezados de la hoja «Perfiles».',
    'Usuario o correo: el de la cuenta. Nombre del perfil: obligatorio, distinto de los que la cuenta ya tiene. PIN: opcional.',
    'Una cuenta no admite más perfiles que los máximos de su producto.',
    `Máximo ${STOCK_IMPORT_MAX_ROWS} filas y ${MB} MB por archivo.`,
  ],
};

