// The one signature control every signature page uses: draw it, type it (the keyboard's way) or upload an image of
// it, then save. A refused file or a missing signature is told beside the field; nothing is sent until there is
// something to save.
import { Button, FormGroup, ProgressBar, Tab } from '@blueprintjs/core';
import { Tabs } from '../../kit/Tabs';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SignatureMethod } from '../../gql/graphql';
import { checkScreenshot as checkImage } from '../../feedback/screenshotFile';
import { DrawPad, type DrawPadHandle } from './DrawPad';
import { TypedName } from './TypedName';
import { UploadImage } from './UploadImage';
import { typedNameProblem, typedSignatureFile } from './typedSignature';

export interface SignatureDraft {
  file: File;
  method: SignatureMethod;
  typedName: string | null;
}

export interface SignatureEditorProps {
  /** Whose signature it is, for the pad's label. */
  signerName: string;
  /** 0 to 1 while the image is on its way; null otherwise. */
  progress: number | null;
  /** Saves the draft; answers the message to show beside the field, or null once it is saved. */
  onSave: (draft: SignatureDraft) => Promise<string | null>;
  saveText?: string;
}

type Mode = 'draw' | 'type' | 'upload';

export const signatureMessages = {
  draw: 'Draw your signature first, or type your name on the Type tab.',
  upload: 'Choose an image of your signature.',
} as const;

export function SignatureEditor({ signerName, progress, onSave, saveText = 'Save signature' }: SignatureEditorProps) {
  const id = useId().replace(/:/g, '');
  const errorId = `${id}-error`;
  const padRef = useRef<DrawPadHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [mode, setMode] = useState<Mode>('draw');
  const [typedName, setTypedName] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = saving || progress !== null;
  const clearError = useCallback(() => setError(null), []);
  const [refocus, setRefocus] = useState(0);

  // After a refusal, back to where the signature is made (once the controls are enabled again): the name, the file,
  // or the Draw tab (the pad itself takes no keys).
  useEffect(() => {
    if (refocus === 0) return;
    const target = mode === 'type' ? `#${id}-name` : mode === 'upload' ? `#${id}-file` : '[role="tab"][data-tab-id="draw"]';
    formRef.current?.querySelector<HTMLElement>(target)?.focus();
    // Only a new refusal moves the focus.
  }, [refocus]);

  const chooseImage = async (file: File) => {
    const check = await checkImage(file);
    setImage(check.ok ? file : null);
    setError(check.ok ? null : check.message);
  };

  const draft = async (): Promise<SignatureDraft | string> => {
    if (mode === 'draw') {
      const file = await padRef.current?.toFile();
      return file ? { file, method: 'DRAWN', typedName: null } : signatureMessages.draw;
    }
    if (mode === 'type') {
      const problem = typedNameProblem(typedName);
      return problem ?? { file: await typedSignatureFile(typedName), method: 'TYPED', typedName: typedName.trim() };
    }
    return image ? { file: image, method: 'UPLOADED', typedName: null } : signatureMessages.upload;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSaving(true);
    try {
      const made = await draft();
      const problem = typeof made === 'string' ? made : await onSave(made);
      setError(problem);
      if (problem === null) {
        padRef.current?.clear();
        setTypedName('');
        setImage(null);
      } else {
        setRefocus((count) => count + 1);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} className="signature-editor" noValidate aria-label={`Sign as ${signerName}`} onSubmit={(event) => void save(event)}>
      <FormGroup
        intent={error ? 'danger' : 'none'}
        helperText={
          error ? (
            <span id={errorId} role="alert">
              {error}
            </span>
          ) : undefined
        }
      >
        {/* Every tab says whether it is disabled: Blueprint's arrow keys move only between tabs that say so. */}
        <Tabs
          id={`${id}-tabs`}
          selectedTabId={mode}
          renderActiveTabPanelOnly
          onChange={(next) => {
            setMode(next as Mode);
            setError(null);
          }}
        >
          <Tab
            id="draw"
            title="Draw"
            disabled={busy}
            panel={
              <DrawPad ref={padRef} label={`Signature pad for ${signerName}: draw with a mouse, pen or finger`} disabled={busy} onInk={clearError} />
            }
          />
          <Tab
            id="type"
            title="Type"
            disabled={busy}
            panel={
              <TypedName
                id={`${id}-name`}
                value={typedName}
                disabled={busy}
                onChange={(name) => {
                  setTypedName(name);
                  setError(null);
                }}
              />
            }
          />
          <Tab
            id="upload"
            title="Upload"
            disabled={busy}
            panel={
              <UploadImage
                id={`${id}-file`}
                file={image}
                disabled={busy}
                describedBy={error ? errorId : undefined}
                onChoose={(file) => void chooseImage(file)}
              />
            }
          />
        </Tabs>
      </FormGroup>
      {progress !== null && <ProgressBar value={progress} intent="primary" aria-label="Saving the signature" />}
      <div className="signature-actions">
        <Button type="submit" intent="primary" icon="floppy-disk" text={saveText} loading={busy} />
      </div>
    </form>
  );
}
