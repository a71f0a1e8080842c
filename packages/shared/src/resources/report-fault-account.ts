import { defineResource } from './define.ts';

export const FAULT_STATUSES = [
  { value: 'open', label: 'Abierto' },
  { value: 'resolved', label: 'Resuelto' },
  { value: 'rejected', label: 'Rechazado' },
] as const;

export const FAULT_KINDS = [
  { value: 'wrong_password', label: 'Contraseña incorrecta' },
  { value: 'screen_limit', label: 'Límite de pantallas' },
  { value: 'expired', label: 'Cuenta vencida' },
  { value: 'pin', label: 'PIN incorrecto' },
  { value: 'other', label: 'Otro' },
] as const;

/**
 * A buyer's report that an account or profile does not work (DOMAIN.md "Fault report"). Filed open; the
 * reassignment / refund / rejection transitions arrive with the faults issue, so no action is declared yet.
 */
export const reportFaultAccount = defineResource({
  name: 'report-fault-account',
  table: 'report_fault_account',
  permission: 'report-fault-account',
  label: { one: 'Reporte de falla', many: 'Reportes de fallas' },
  scope: 'company',
  ownerField: 'user_id',
  searchField: 'login',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  fields: [
    { name: 'digital_account_id', kind: 'reference', label: 'Cuenta digital', reference: 'digital-account', filter: true },
    { name: 'profile_id', kind: 'reference', label: 'Perfil', reference: 'profiles', list: true, filter: true },
    { name: 'login', kind: 'text', label: 'Cuenta (login)', max: 160, list: true, filter: true },
    { name: 'fault_kind', kind: 'select', label: 'Tipo de falla', options: FAULT_KINDS, required: true, list: true, filter: true },
    { name: 'description', kind: 'textarea', label: 'Descripción', required: true, min: 8, max: 5000 },
    { name: 'evidence', kind: 'image', label: 'Evidencia' },
    { name: 'user_id', kind: 'reference', label: 'Reportado por', reference: 'user', list: true, filter: true },
    { name: 'status', kind: 'select', label: 'Estado', options: FAULT_STATUSES, readOnly: true, defaultValue: 'open', list: true, filter: true },
    { name: 'resolution', kind: 'textarea', label: 'Solución', readOnly: true },
  ],
});
