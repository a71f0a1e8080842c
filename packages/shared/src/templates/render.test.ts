import { describe, expect, it } from 'vitest';
import { renderTemplate, templatePlaceholders, TEMPLATE_EXAMPLE_VALUES } from './render.ts';

describe('renderTemplate', () => {
  const credentials = 'Cuenta: {{login}}\nClave: {{password}}\nPerfil: {{profile}} PIN {{pin}}\nVence: {{expires}}';

  it.each([
    ['every placeholder filled', credentials, { login: 'a@b.co', password: 'X1', profile: 'P2', pin: '0042', expires: '01-02-2027' },
      'Cuenta: a@b.co\nClave: X1\nPerfil: P2 PIN 0042\nVence: 01-02-2027'],
    ['blanks inside the braces', 'Hola {{ client }}!', { client: 'Ana' }, 'Hola Ana!'],
    ['a repeated placeholder', '{{pin}}-{{pin}}', { pin: 7 }, '7-7'],
    ['numbers and zero', 'Total {{price}} y {{n}}', { price: 15000, n: 0 }, 'Total 15000 y 0'],
    ['booleans as SÍ/NO', 'Genérica: {{generic}}', { generic: true }, 'Genérica: SÍ'],
    ['unknown placeholders kept by default', 'Hola {{client}} {{other}}', { client: 'Ana' }, 'Hola Ana {{other}}'],
    ['null kept as missing', 'PIN {{pin}}', { pin: null }, 'PIN {{pin}}'],
    ['no placeholders', 'Texto fijo', { login: 'x' }, 'Texto fijo'],
    ['single braces untouched', '{login} {{login}', { login: 'x' }, '{login} {{login}'],
    ['case-sensitive names', '{{Login}}', { login: 'x' }, '{{Login}}'],
    ['values are not re-rendered', '{{a}}', { a: '{{b}}', b: 'no' }, '{{b}}'],
    ['dotted and dashed names', '{{user.name}} {{codigo-vendedor}}', { 'user.name': 'Ana', 'codigo-vendedor': 'D1' }, 'Ana D1'],
    ['regex specials in values', 'Clave: {{password}}', { password: '$&$1\\' }, 'Clave: $&$1\\'],
  ])('%s', (_name, text, values, expected) => {
    expect(renderTemplate(text, values)).toBe(expected);
  });

  it('removes missing placeholders when asked (messages sent to clients)', () => {
    expect(renderTemplate('PIN: {{pin}}.', {}, { missing: 'empty' })).toBe('PIN: .');
    expect(renderTemplate('PIN: {{pin}}.', { pin: undefined }, { missing: 'empty' })).toBe('PIN: .');
  });

  it('does not read inherited properties as values', () => {
    expect(renderTemplate('{{toString}} {{constructor}}', {})).toBe('{{toString}} {{constructor}}');
  });

  it('renders the example values of every documented placeholder', () => {
    const text = Object.keys(TEMPLATE_EXAMPLE_VALUES).map((k) => `{{${k}}}`).join('|');
    expect(renderTemplate(text, TEMPLATE_EXAMPLE_VALUES)).not.toContain('{{');
  });
});

describe('templatePlaceholders', () => {
  it.each([
    ['Hola {{client}}, tu PIN es {{ pin }} ({{client}})', ['client', 'pin']],
    ['sin marcas', []],
    ['{{a}}{{b}}{{a}}{{c}}', ['a', 'b', 'c']],
  ])('%s', (text, expected) => {
    expect(templatePlaceholders(text)).toEqual(expected);
  });
});
