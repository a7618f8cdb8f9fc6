// Reads and checks a permission-management body: {updateId?, label, menus: [{sub_label, methods: [...]}]}, with
// Laravel's error keys for nested fields (menus.0.sub_label).
import { FieldErrors, isBlank } from '../../server/validation.js';

export interface ModuleInput {
  label: string;
  menus: { sub_label: string; methods: string[] }[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function list(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  // Form bodies send menus[0][methods][0]=...; qs makes objects keyed by index of them.
  if (typeof value === 'object' && value !== null) return Object.values(value);
  return undefined;
}

/** The module as sent, or the errors that stop it being saved. */
export function readModuleInput(body: Record<string, unknown>): { input?: ModuleInput; errors: FieldErrors } {
  const errors = new FieldErrors();
  const label = text(body.label);
  if (label === '') errors.add('label', 'The label field is required.');
  const menus = list(body.menus);
  if (!menus || menus.length === 0) {
    errors.add('menus', 'The menus field is required.');
    return { errors };
  }
  const read: ModuleInput['menus'] = [];
  const seen = new Set<string>();
  menus.forEach((raw, index) => {
    const menu = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const subLabel = text(menu.sub_label);
    if (subLabel === '') errors.add(`menus.${index}.sub_label`, `The menus.${index}.sub_label field is required.`);
    else if (seen.has(subLabel.toLowerCase())) errors.add(`menus.${index}.sub_label`, `The menus.${index}.sub_label field has a duplicate value.`);
    seen.add(subLabel.toLowerCase());
    const methods = (list(menu.methods) ?? []).map(text).filter((method) => !isBlank(method));
    if (methods.length === 0) errors.add(`menus.${index}.methods`, `The menus.${index}.methods field is required.`);
    read.push({ sub_label: subLabel, methods: [...new Set(methods)] });
  });
  return errors.empty ? { input: { label, menus: read }, errors } : { errors };
}
