/**
 * Message templates (DOMAIN.md "Everything else"): text with `{{placeholder}}` marks, e.g. the credentials a
 * seller copies to its client after a purchase. Pure, so the preview on the server, the copy-ready purchase
 * message and any browser preview render exactly the same text.
 */
export type TemplateValue = string | number | boolean | null | undefined;
export type TemplateValues = Readonly<Record<string, TemplateValue>>;

// `{{ name }}`: letters, digits, underscore, dot and dash; blanks inside the braces are ignored.
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

export interface RenderOptions {
  /**
   * What a placeholder without a value becomes: 'keep' leaves `{{name}}` visible (previews show what is
   * missing), 'empty' removes it (a message sent to a client never shows braces).
   */
  missing?: 'keep' | 'empty';
}

const asText = (v: TemplateValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? 'SÍ' : 'NO';
  return String(v);
};

/** Replaces every `{{name}}` of `text` with `values[name]`; names are matched exactly (case-sensitive). */
export function renderTemplate(text: string, values: TemplateValues, options: RenderOptions = {}): string {
  const missing = options.missing ?? 'keep';
  return text.replace(PLACEHOLDER, (mark, name: string) => {
    if (Object.prototype.hasOwnProperty.call(values, name) && values[name] !== undefined && values[name] !== null) {
      return asText(values[name]);
    }
    return missing === 'keep' ? mark : '';
  });
}

/** The distinct placeholder names a text uses, in order of first appearance. */
export function templatePlaceholders(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(PLACEHOLDER)) if (!names.includes(m[1])) names.push(m[1]);
  return names;
}

/** Placeholders the product fills, with what they hold (shown beside the template editor and in previews). */
export const TEMPLATE_PLACEHOLDERS: readonly { name: string; label: string; example: string }[] = [
  { name: 'login', label: 'Usuario o correo de la cuenta', example: 'cuenta@ejemplo.com' },
  { name: 'password', label: 'Contraseña de la cuenta', example: 'Clave1234' },
  { name: 'profile', label: 'Nombre del perfil', example: 'Perfil 1' },
  { name: 'pin', label: 'PIN del perfil', example: '1234' },
  { name: 'expires', label: 'Fecha de vencimiento', example: '31-12-2026' },
  { name: 'product', label: 'Producto (tipo de cuenta)', example: 'NETFLIX 4K 1 PANTALLA 30 DÍAS' },
  { name: 'client', label: 'Nombre del cliente', example: 'Cliente Demo' },
  { name: 'seller', label: 'Nombre del vendedor', example: 'Distribuidor Uno' },
  { name: 'company', label: 'Nombre de la empresa', example: 'Demo' },
  { name: 'order', label: 'Número del pedido', example: '000123' },
  { name: 'price', label: 'Precio', example: '$ 15.000' },
];

/** Example values for a preview when the caller sends none. */
export const TEMPLATE_EXAMPLE_VALUES: Readonly<Record<string, string>> = Object.fromEntries(
  TEMPLATE_PLACEHOLDERS.map((p) => [p.name, p.example]),
);
