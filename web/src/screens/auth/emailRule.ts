// The sign-in form's checks: email required and an email; password required.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): string | undefined {
  if (value.trim() === '') return 'The email field is required';
  if (!EMAIL.test(value.trim())) return 'The email field must be a valid email';
  return undefined;
}

export function checkRequired(field: string, value: string): string | undefined {
  return value === '' ? `The ${field} field is required` : undefined;
}
