import { describe, expect, it } from 'vitest';
import { deliveryMessage, PURCHASE_MESSAGE_DEFAULT } from './delivery-message.ts';

describe('deliveryMessage', () => {
  it('fills the default template for a profile', () => {
    expect(deliveryMessage(PURCHASE_MESSAGE_DEFAULT, {
      login: 'netflix1@demo.local', password: 'Clave123', profile: 'PERFIL 2', pin: '4321', renewal_limit_date: '2026-12-20',
    }, { product: 'NETFLIX 4K 1 PANTALLA 30 DÍAS' })).toBe([
      '*NETFLIX 4K 1 PANTALLA 30 DÍAS*', 'Usuario: netflix1@demo.local', 'Contraseña: Clave123', 'Perfil: PERFIL 2', 'PIN: 4321', 'Vence: 20-12-2026',
    ].join('\n'));
  });

  it('drops lines without a value and lists the profiles of a whole account', () => {
    expect(deliveryMessage(PURCHASE_MESSAGE_DEFAULT, {
      login: 'max@demo.local', password: 'x', profile: null, pin: null, renewal_limit_date: null,
      profiles: [{ name: 'P1', pin: '1111' }, { name: 'P2', pin: null }],
    }, { product: 'MAX' })).toBe(['*MAX*', 'Usuario: max@demo.local', 'Contraseña: x', 'Perfil: P1 (PIN 1111), P2'].join('\n'));
  });
});

describe('deliveryMessage with a company template', () => {
  it('empties other missing placeholders but keeps their line', () => {
    expect(deliveryMessage('Hola {{client}}, tu {{product}}:\nUsuario: {{login}}\nPIN: {{ pin }}', {
      login: 'a@b.co', password: 'x', profile: 'P1', pin: null, renewal_limit_date: '2026-01-31',
    }, { product: 'MAX' })).toBe('Hola , tu MAX:\nUsuario: a@b.co');
  });
});
