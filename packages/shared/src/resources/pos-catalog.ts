import { defineResource, type FieldDef } from './define.ts';

/*
 * The catalogues a branch's point of sale installs (spec §3 "Offline POS collections"): per branch the
 * categories, products, zones, tables, cash registers and employees; per company the variants, taxes, sale
 * options and payment methods. All plain records of the generic engine; the pos module reads them for
 * pos-get-info and prices synced orders from them.
 */

const branch: FieldDef = { name: 'subsidiary_id', kind: 'reference', label: 'Sede', reference: 'subsidiary', required: true, list: true, filter: true };
const active: FieldDef = { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true };
const common = { scope: 'company', permission: 'pos-catalog', searchField: 'name', referenceLabel: 'name' } as const;

export const posCategory = defineResource({
  ...common,
  name: 'pos-category',
  table: 'pos_category',
  label: { one: 'Categoría POS', many: 'Categorías POS' },
  gender: 'f',
  defaultOrder: { field: 'position', direction: 'ASC' },
  fields: [
    branch,
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 120, list: true, filter: true },
    { name: 'position', kind: 'integer', label: 'Orden', list: true, defaultValue: 0 },
    { name: 'image', kind: 'image', label: 'Imagen' },
    active,
  ],
});

export const TAX_TYPE_OPTIONS = [{ value: 'IVA', label: 'IVA' }, { value: 'ICO', label: 'ICO' }] as const;

/** Spec §3 "Tax": value = base × base_amount % × percentage % (spec §9). */
export const posTax = defineResource({
  ...common,
  name: 'pos-tax',
  table: 'pos_tax',
  label: { one: 'Impuesto', many: 'Impuestos' },
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 80, list: true, filter: true },
    { name: 'type', kind: 'select', label: 'Tipo', required: true, options: TAX_TYPE_OPTIONS, list: true, filter: true, defaultValue: 'IVA' },
    { name: 'percentage', kind: 'number', label: 'Tarifa (%)', required: true, min: 0, max: 100, list: true },
    { name: 'base_amount', kind: 'number', label: 'Porcentaje de la base (%)', min: 0, max: 100, list: true, defaultValue: 100 },
    active,
  ],
});

export const posProduct = defineResource({
  ...common,
  name: 'pos-product',
  table: 'pos_product',
  label: { one: 'Producto POS', many: 'Productos POS' },
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    branch,
    { name: 'category_id', kind: 'reference', label: 'Categoría', reference: 'pos-category', list: true, filter: true },
    { name: 'code', kind: 'text', label: 'Código', max: 40, list: true, filter: true, uppercase: true },
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 160, list: true, filter: true },
    { name: 'description', kind: 'text', label: 'Descripción', max: 300 },
    { name: 'unit_measure_id', kind: 'text', label: 'Unidad de medida', max: 40, defaultValue: 'UND' },
    { name: 'price', kind: 'money', label: 'Precio', required: true, list: true },
    { name: 'price_offer', kind: 'money', label: 'Precio de oferta', list: true },
    { name: 'tax_id', kind: 'reference', label: 'Impuesto', reference: 'pos-tax', list: true, filter: true },
    { name: 'image', kind: 'image', label: 'Imagen' },
    active,
  ],
});

/** A variant dimension ("Tamaño"); its values are variant options. */
export const posVariant = defineResource({
  ...common,
  name: 'pos-variant',
  table: 'pos_variant',
  label: { one: 'Variante', many: 'Variantes' },
  gender: 'f',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 80, list: true, filter: true, unique: true },
  ],
});

export const posVariantOption = defineResource({
  ...common,
  name: 'pos-variant-option',
  table: 'pos_variant_option',
  label: { one: 'Opción de variante', many: 'Opciones de variante' },
  gender: 'f',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'variant_id', kind: 'reference', label: 'Variante', reference: 'pos-variant', required: true, list: true, filter: true },
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 80, list: true, filter: true },
  ],
});

/** One sellable variant of a product, with its own code and prices (spec §3 product_variants). */
export const posProductVariant = defineResource({
  ...common,
  name: 'pos-product-variant',
  table: 'pos_product_variant',
  label: { one: 'Variante de producto', many: 'Variantes de producto' },
  gender: 'f',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'product_id', kind: 'reference', label: 'Producto', reference: 'pos-product', required: true, list: true, filter: true },
    { name: 'variant_option_id', kind: 'reference', label: 'Opción', reference: 'pos-variant-option', required: true, list: true, filter: true },
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 160, list: true, filter: true },
    { name: 'code', kind: 'text', label: 'Código', max: 40, list: true, uppercase: true },
    { name: 'price', kind: 'money', label: 'Precio', required: true, list: true },
    { name: 'price_offer', kind: 'money', label: 'Precio de oferta', list: true },
    active,
  ],
});

export const SALE_OPTION_TYPE_OPTIONS = [{ value: 'custom', label: 'Personalizada' }, { value: 'other', label: 'Otra' }] as const;

/** Spec §3 "Sale option": an extra ticked on a line; with apply_price its value adds to the unit price. */
export const posSaleOption = defineResource({
  ...common,
  name: 'pos-sale-option',
  table: 'pos_sale_option',
  label: { one: 'Opción de venta', many: 'Opciones de venta' },
  gender: 'f',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'product_id', kind: 'reference', label: 'Producto (vacío: todos)', reference: 'pos-product', list: true, filter: true },
    { name: 'option_type', kind: 'select', label: 'Tipo', required: true, options: SALE_OPTION_TYPE_OPTIONS, list: true, filter: true, defaultValue: 'other' },
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 120, list: true, filter: true },
    { name: 'apply_price', kind: 'boolean', label: 'Suma al precio', list: true, defaultValue: false },
    { name: 'value', kind: 'money', label: 'Valor', list: true, defaultValue: 0 },
    active,
  ],
});

/** One price of a POS product (or one of its variants) in a price list of type pos or the general one. */
export const posPrice = defineResource({
  ...common,
  name: 'pos-price',
  table: 'pos_price',
  searchField: 'product_name',
  referenceLabel: undefined,
  label: { one: 'Precio POS', many: 'Precios POS' },
  defaultOrder: { field: 'product_name', direction: 'ASC' },
  fields: [
    { name: 'product_name', kind: 'text', label: 'Producto', readOnly: true, list: true, filter: true },
    { name: 'price_list_id', kind: 'reference', label: 'Lista de precios', reference: 'price-list', required: true, list: true, filter: true, createOnly: true },
    { name: 'product_id', kind: 'reference', label: 'Producto POS', reference: 'pos-product', required: true, list: true, filter: true, createOnly: true },
    { name: 'product_variant_id', kind: 'reference', label: 'Variante', reference: 'pos-product-variant', list: true, filter: true, createOnly: true },
    { name: 'price', kind: 'money', label: 'Precio', required: true, list: true },
    { name: 'price_offer', kind: 'money', label: 'Precio de oferta', list: true },
  ],
});

/** A zone of a branch: a dining area for its tables, and the delivery price of that area. */
export const posZone = defineResource({
  ...common,
  name: 'pos-zone',
  table: 'pos_zone',
  label: { one: 'Zona', many: 'Zonas' },
  gender: 'f',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    branch,
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 80, list: true, filter: true },
    { name: 'price_domicile', kind: 'money', label: 'Valor del domicilio', list: true, defaultValue: 0 },
    active,
  ],
});

export const posTable = defineResource({
  ...common,
  name: 'pos-table',
  table: 'pos_table',
  label: { one: 'Mesa', many: 'Mesas' },
  gender: 'f',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    branch,
    { name: 'zone_id', kind: 'reference', label: 'Zona', reference: 'pos-zone', list: true, filter: true },
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 80, list: true, filter: true },
    { name: 'seats', kind: 'integer', label: 'Puestos', min: 1, max: 100, list: true },
    active,
  ],
});

export const posPaymentMethod = defineResource({
  ...common,
  name: 'pos-payment-method',
  table: 'pos_payment_method',
  label: { one: 'Medio de pago', many: 'Medios de pago' },
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 80, list: true, filter: true, unique: true },
    { name: 'code', kind: 'text', label: 'Código', max: 20, list: true, uppercase: true },
    active,
  ],
});

export const posCashRegister = defineResource({
  ...common,
  name: 'pos-cash-register',
  table: 'pos_cash_register',
  label: { one: 'Caja', many: 'Cajas' },
  gender: 'f',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    branch,
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 80, list: true, filter: true },
    active,
  ],
});

export const EMPLOYEE_ROLE_OPTIONS = [
  { value: 'cashier', label: 'Cajero' },
  { value: 'seller', label: 'Vendedor' },
  { value: 'domiciliary', label: 'Domiciliario' },
] as const;

/**
 * Cashiers, sellers and delivery people of a branch. A cashier with a user (`user_id`) is what assigns that user
 * to the branch: a user of role Cajero reaches only the branches it is an employee of.
 */
export const posEmployee = defineResource({
  ...common,
  name: 'pos-employee',
  table: 'pos_employee',
  label: { one: 'Empleado', many: 'Empleados' },
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    branch,
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 160, list: true, filter: true },
    { name: 'role', kind: 'select', label: 'Cargo', required: true, options: EMPLOYEE_ROLE_OPTIONS, list: true, filter: true, defaultValue: 'cashier' },
    { name: 'document', kind: 'text', label: 'Documento', max: 40, list: true, filter: true },
    { name: 'phone', kind: 'text', label: 'Teléfono', max: 40 },
    { name: 'user_id', kind: 'reference', label: 'Usuario', reference: 'user', list: true, filter: true },
    active,
  ],
});

/** Every plain POS catalogue, in the order the back office's POS menu shows them. */
export const POS_CATALOG_RESOURCES = [posCategory, posProduct, posVariant, posVariantOption, posProductVariant, posSaleOption,
  posPrice, posTax, posZone, posTable, posPaymentMethod, posCashRegister, posEmployee] as const;
