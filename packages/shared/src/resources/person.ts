import { defineResource } from './define.ts';
import { notAfterToday, phones, rules } from './rules.ts';

export const DOCUMENT_TYPES = [
  { value: 'CC', label: 'Cédula de ciudadanía' },
  { value: 'CE', label: 'Cédula de extranjería' },
  { value: 'NIT', label: 'NIT' },
  { value: 'PAS', label: 'Pasaporte' },
  { value: 'TI', label: 'Tarjeta de identidad' },
] as const;

/** A natural or legal person the company deals with (buyers at the point of sale, contacts). */
export const person = defineResource({
  name: 'person',
  table: 'person',
  permission: 'person',
  label: { one: 'Persona', many: 'Personas' },
  gender: 'f',
  scope: 'company',
  searchField: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre completo', required: true, min: 3, max: 150, list: true, filter: true },
    { name: 'document_type', kind: 'select', label: 'Tipo de documento', options: DOCUMENT_TYPES, list: true, filter: true },
    { name: 'document_number', kind: 'text', label: 'Número de documento', max: 30, list: true, filter: true },
    { name: 'email', kind: 'email', label: 'Correo', max: 160, list: true, filter: true },
    { name: 'phone', kind: 'phone', label: 'Celular', max: 10, list: true },
    { name: 'address', kind: 'text', label: 'Dirección', max: 200 },
    { name: 'city', kind: 'text', label: 'Ciudad', max: 100, list: true, filter: true },
    { name: 'birthday', kind: 'date', label: 'Fecha de nacimiento' },
    { name: 'notes', kind: 'textarea', label: 'Observaciones', max: 2000 },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  validate: rules(phones('phone'), notAfterToday('birthday', 'La fecha de nacimiento no puede ser posterior a hoy')),
});
