// A resource form in a Blueprint Dialog, for records edited beside their list (a school's contacts and holidays,
// note helper categories, agencies) rather than on a page of their own.
import { Dialog, DialogBody } from '@blueprintjs/core';
import { ResourceForm, type ResourceFormProps } from './ResourceForm';

export interface FormDialogProps<TInput, TRecord> extends Omit<ResourceFormProps<TInput, TRecord>, 'onDone' | 'listPath'> {
  isOpen: boolean;
  onClose: (saved: boolean) => void;
}

export function FormDialog<TInput, TRecord extends Record<string, unknown>>({ isOpen, onClose, ...form }: FormDialogProps<TInput, TRecord>) {
  const title = `${form.id === undefined ? 'Add' : 'Edit'} ${form.singular.toLowerCase()}`;
  return (
    <Dialog isOpen={isOpen} onClose={() => onClose(false)} title={title} style={{ width: 640, maxWidth: '95vw' }}>
      <DialogBody>{isOpen && <ResourceForm {...form} listPath="." onDone={onClose} />}</DialogBody>
    </Dialog>
  );
}
