import type { TermsBlock } from '@app/shared';

/** The terms every user accepts before working (spec §3 "Terms document"). */
export const TERMS_DOCUMENT: TermsBlock[] = [
  { type: 'title', value: 'Términos y condiciones de uso' },
  { type: 'sentence', value: 'Última actualización: 1 de noviembre de 2026.' },
  { type: 'paragraph', value: 'Al usar esta plataforma aceptas las condiciones que se describen a continuación. Léelas con atención: regulan la compra, venta y renovación de cuentas y perfiles digitales a través de la red de distribuidores.' },
  { type: 'subtitle', value: '1. Saldo y consignaciones' },
  { type: 'paragraph', value: 'Tu saldo es prepagado. Solo se acredita cuando un administrador aprueba la consignación reportada con su comprobante. Una misma transacción bancaria nunca se acredita dos veces.' },
  { type: 'subtitle', value: '2. Uso de las cuentas' },
  { type: 'text-bullets', value: { start: 1, text: [
    'No cambies la contraseña ni los datos de las cuentas o perfiles entregados.',
    'Usa cada perfil solo en la cantidad de pantallas contratada.',
    'Reporta cualquier falla desde la plataforma para recibir un reemplazo o la devolución de los días no usados.',
  ] } },
  { type: 'subtitle', value: '3. Datos personales' },
  { type: 'paragraph', value: 'Tus datos se usan solo para prestar el servicio, según la política de privacidad y la ley colombiana de protección de datos personales (Ley 1581 de 2012).' },
  { type: 'subtitle', value: '4. Penalidades' },
  { type: 'paragraph', value: 'Si una falla es causada por el comprador, la empresa puede cobrar la penalidad configurada antes de reemplazar la cuenta.' },
];
