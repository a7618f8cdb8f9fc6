// A conversion that cannot be done, said once: what is wrong and where (a paragraph, a row, a column), so the person
// can fix the file or pick another template. Nothing is stored when one is thrown.
export class ConversionError extends Error {
  constructor(
    message: string,
    /** The form field the problem belongs to: 'file' or 'template_u_id'. */
    readonly field: 'file' | 'template_u_id' = 'file',
  ) {
    super(message);
  }
}
