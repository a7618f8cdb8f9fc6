// The optional screenshot: a preview with Delete and 'Highlight or hide', or ways to get one (capture, upload).
import { Button, FileInput, FormGroup } from '@blueprintjs/core';
import { useId, type ChangeEvent } from 'react';

export interface Screenshot {
  /** What is sent: always named screenshot.png. */
  file: File;
  /** A data URL of the same bytes, for the preview and the editor. */
  url: string;
}

export interface ScreenshotFieldProps {
  screenshot: Screenshot | null;
  error: string | null;
  /** Capture is offered only where the browser rule allows it. */
  canCapture: boolean;
  checking: boolean;
  disabled: boolean;
  onCapture: () => void;
  onUpload: (file: File) => void;
  onRemove: () => void;
  onEdit: () => void;
}

export function ScreenshotField(props: ScreenshotFieldProps) {
  const { screenshot, error, canCapture, checking, disabled } = props;
  const inputId = useId();
  const errorId = useId();

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again after a refusal still fires a change.
    event.currentTarget.value = '';
    if (file) props.onUpload(file);
  };

  return (
    <FormGroup
      label="Screenshot"
      labelInfo="(optional)"
      labelFor={screenshot ? undefined : inputId}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={errorId}>{error}</span> : undefined}
    >
      {screenshot ? (
        <div className="feedback-screenshot">
          <img className="feedback-screenshot__preview" src={screenshot.url} alt="Screenshot preview" />
          <div className="feedback-screenshot__actions">
            <Button icon="highlight" text="Highlight or hide" onClick={props.onEdit} disabled={disabled} />
            <Button icon="trash" text="Delete" intent="danger" variant="minimal" onClick={props.onRemove} disabled={disabled} />
          </div>
        </div>
      ) : (
        <div className="feedback-screenshot__choices">
          {canCapture && <Button icon="camera" text="Capture screenshot" onClick={props.onCapture} disabled={disabled || checking} />}
          <FileInput
            fill
            text={checking ? 'Checking the file…' : 'PNG or JPEG, up to 10 MB'}
            buttonText="Upload"
            disabled={disabled || checking}
            onInputChange={onInputChange}
            inputProps={{
              id: inputId,
              accept: 'image/png,image/jpeg',
              'aria-label': 'Upload a screenshot',
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? errorId : undefined,
            }}
          />
        </div>
      )}
    </FormGroup>
  );
}
