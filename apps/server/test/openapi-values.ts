/**
 * A value a documented field accepts (its own type, within its bounds), for tests that walk the OpenAPI document and
 * need a body to get past validation to the route's records. `word` marks the rows a test writes as its own.
 */
export function plausible(schema: any, word: string): unknown {
  const s = schema?.anyOf?.find((b: any) => b.type !== 'null') ?? schema ?? {};
  if (s.enum) return s.enum[0];
  if ('const' in s) return s.const;
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'email') return `${word.toLowerCase()}@correo.co`;
      if (s.format === 'uri') return `https://ejemplo.co/${word.toLowerCase()}`;
      if (s.format === 'date') return '2026-01-15';
      if (s.format === 'date-time') return '2026-01-15T10:00:00Z';
      return word.padEnd(Math.max(1, Math.min(s.minLength ?? 1, 64)), 'x').slice(0, Math.max(s.maxLength ?? 64, 1));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return word;
  }
}
