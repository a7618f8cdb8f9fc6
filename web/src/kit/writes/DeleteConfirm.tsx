import type { DeleteDocument } from '../types';
import { ConfirmAlert } from './ConfirmAlert';
import { useWrite } from './useWrite';

export interface DeleteConfirmProps {
  document: DeleteDocument;
  /** The record to delete; null closes the question. */
  target: { id: string; name: string } | null;
  singular: string;
  /** The page the user deletes from, sent as `redirectTo` (the API's `redirect_to`). */
  redirectTo: string;
  /** Whether the record goes to a deleted list it can be restored from. */
  restorable: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before a soft delete, sends it once with `redirectTo`, toasts the answer and lets the list refresh. */
export function DeleteConfirm({ document, target, singular, redirectTo, restorable, onClose, onDeleted }: DeleteConfirmProps) {
  const deletion = useWrite(document);
  const confirm = async () => {
    if (!target) return;
    const outcome = await deletion.run({ id: target.id, redirectTo }, `${singular} deleted.`);
    onClose();
    if (outcome.ok) onDeleted();
  };
  return (
    <ConfirmAlert isOpen={target !== null} confirmText="Delete" pending={deletion.pending} onConfirm={() => void confirm()} onCancel={onClose}>
      <p>
        Delete {singular.toLowerCase()} <strong>{target?.name}</strong>?
      </p>
      {restorable && <p>It moves to the deleted list, where it can be restored.</p>}
    </ConfirmAlert>
  );
}
