import { describe, expect, it } from 'vitest';
import { FORM_ERRORS_HEADING, firstFieldErrors } from './form-errors.ts';

describe('firstFieldErrors', () => {
  it.each([
    [{}, []],
    [{ name: ['Nombre es obligatorio', 'otro'] }, [{ field: 'name', message: 'Nombre es obligatorio' }]],
    [{ name: [null, '', 'segundo'] }, [{ field: 'name', message: 'segundo' }]],
    [{ name: [], phone: null, email: '' }, []],
    [
      { phone: 'El teléfono es obligatorio', name: ['Nombre es obligatorio'] },
      [{ field: 'phone', message: 'El teléfono es obligatorio' }, { field: 'name', message: 'Nombre es obligatorio' }],
    ],
  ])('%j → %j', (errors, expected) => {
    expect(firstFieldErrors(errors)).toEqual(expected);
  });

  it('has the spec heading', () => {
    expect(FORM_ERRORS_HEADING).toBe('Existen campos con errores');
  });
});
