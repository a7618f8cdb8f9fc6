// An image of a signature (a scan or a photo): PNG or JPEG by its content, at most 10 MB, checked as it is chosen
// (the gateway and the API check again).
import { FileInput } from '@blueprintjs/core';
import { useEffect, useMemo, type ChangeEvent } from 'react';

export function UploadImage({
  id,
  file,
  disabled,
  describedBy,
  onChoose,
}: {
  id: string;
  file: File | null;
  disabled: boolean;
  describedBy: string | undefined;
  onChoose: (file: File) => void;
}) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again after a refusal still fires a change.
    event.currentTarget.value = '';
    if (picked) onChoose(picked);
  };

  return (
    <div className="signature-upload">
      <FileInput
        fill
        text={file?.name ?? 'PNG or JPEG, up to 10 MB'}
        buttonText="Browse"
        hasSelection={file !== null}
        disabled={disabled}
        onInputChange={chosen}
        inputProps={{ id, accept: 'image/png,image/jpeg', 'aria-label': 'Image of a signature', 'aria-describedby': describedBy }}
      />
      {preview && <img className="signature-image" src={preview} alt="The chosen image" />}
    </div>
  );
}
