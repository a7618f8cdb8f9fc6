// Laravel's validation messages, for the rules the stand-in checks. Field names read as words
// (confirm_password → "confirm password").

export function attributeName(field: string): string {
  return field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** Laravel's `required`: missing, null, a blank string or an empty array fail. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class FieldErrors {
  readonly #errors = new Map<string, string[]>();

  add(field: string, message: string): this {
    const list = this.#errors.get(field) ?? [];
    list.push(message);
    this.#errors.set(field, list);
    return this;
  }

  has(field: string): boolean {
    return this.#errors.has(field);
  }

  get empty(): boolean {
    return this.#errors.size === 0;
  }

  /** Adds "The x field is required." for every blank field; answers whether all were present. */
  required(values: Record<string, unknown>, fields: readonly string[]): boolean {
    let all = true;
    for (const field of fields) {
      if (isBlank(values[field])) {
        this.add(field, `The ${attributeName(field)} field is required.`);
        all = false;
      }
    }
    return all;
  }

  email(field: string, value: unknown): void {
    if (isBlank(value) || this.has(field)) return;
    if (typeof value !== 'string' || !emailPattern.test(value.trim())) {
      this.add(field, `The ${attributeName(field)} field must be a valid email address.`);
    }
  }

  minLength(field: string, value: unknown, min: number): void {
    if (isBlank(value) || this.has(field)) return;
    if (String(value).length < min) {
      this.add(field, `The ${attributeName(field)} field must be at least ${min} characters.`);
    }
  }

  same(field: string, value: unknown, otherField: string, otherValue: unknown): void {
    if (isBlank(value) || this.has(field)) return;
    if (value !== otherValue) {
      this.add(field, `The ${attributeName(field)} field must match ${attributeName(otherField)}.`);
    }
  }

  oneOf(field: string, value: unknown, allowed: readonly string[]): void {
    if (isBlank(value) || this.has(field)) return;
    if (!allowed.includes(String(value))) this.add(field, `The selected ${attributeName(field)} is invalid.`);
  }

  taken(field: string): void {
    this.add(field, `The ${attributeName(field)} has already been taken.`);
  }

  /** Laravel's top-level message: the first error, then "(and N more error(s))". */
  summary(): string {
    const all = [...this.#errors.values()].flat();
    const first = all[0] ?? 'The given data was invalid.';
    const more = all.length - 1;
    return more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
  }

  toJSON(): Record<string, string[]> {
    return Object.fromEntries(this.#errors);
  }
}
