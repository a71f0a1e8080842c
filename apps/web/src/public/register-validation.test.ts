import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTER, registerBody, validateRegister } from './register-validation.ts';

const good = {
  ...EMPTY_REGISTER, seller_code: 'DEMO', name: 'Ana Pérez', username: 'ana.perez', email: 'ana@x.co',
  phone: '3001234567', password: 'Segura#2026', data_policy: true,
};

describe('register-distributor form', () => {
  it('accepts a complete form and sends the server contract', () => {
    expect(validateRegister(good)).toEqual({});
    expect(registerBody({ ...good, name: ' Ana Pérez ' })).toEqual({
      seller_code: 'DEMO', name: 'Ana Pérez', username: 'ana.perez', email: 'ana@x.co', phone: '3001234567',
      password: 'Segura#2026', data_policy: true,
    });
  });
  it('reports each field, the data policy included', () => {
    expect(Object.keys(validateRegister(EMPTY_REGISTER)).sort()).toEqual(
      ['data_policy', 'email', 'name', 'password', 'phone', 'seller_code', 'username'],
    );
    expect(validateRegister({ ...good, phone: '123' }).phone).toMatch(/entre 7 y 10/);
    expect(validateRegister({ ...good, password: 'corta' }).password).toMatch(/más de 8/);
  });
});
