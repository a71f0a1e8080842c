import { RESOURCES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';

const empty = (catalogue: typeof es, name: string) => (catalogue.resources as Record<string, { empty?: string }>)[name]?.empty;

describe('empty lists', () => {
  it.each([
    ['order-finalized', 'Aún no hay pedidos finalizados.'],
    ['order', 'Aún no hay pedidos.'],
    ['consignments-draft', 'Aún no hay consignaciones pendientes.'],
    ['support-client-open', 'Aún no hay tickets de clientes abiertos.'],
    ['renovation-ticket-to-be-renewed', 'Aún no hay tickets de renovación por renovar.'],
    ['sales', 'Aún no hay ventas.'],
    ['bank', 'Aún no hay bancos.'],
    ['whatsapp-support-lines', 'Aún no hay líneas de soporte WhatsApp.'],
    ['mail-outbox', 'La bandeja de salida está vacía.'],
    ['logs', 'Aún no hay cambios registrados.'],
  ])('%s reads %j', (name, text) => {
    expect(empty(es, name)).toBe(text);
  });

  it.each([
    ['person', 'Crear la primera'],
    ['advertising', 'Crear la primera'],
    ['template', 'Crear la primera'],
    ['type-account-tag', 'Crear la primera'],
    ['consignments-draft', 'Crear la primera'],
    ['bank', 'Crear el primero'],
    ['link-tutorial', 'Crear el primero'],
  ])('the create button of an empty %s reads %j (gender from the definition)', (name, text) => {
    expect((es.resources as Record<string, { create_first?: string }>)[name]?.create_first).toBe(text);
  });

  it('every list has a Spanish sentence, never the "Recurso: lista" title', () => {
    const names = RESOURCES.flatMap((def) => [def.name, ...(def.status?.lists ?? []).map((l) => l.name)]);
    for (const name of names) {
      const text = empty(es, name);
      expect(text, name).toMatch(/^[A-ZÁÉÍÓÚÑ].*\.$/);
      expect(text, name).not.toContain(':');
      expect(empty(en, name), name).toBeTypeOf('string');
    }
  });
});
