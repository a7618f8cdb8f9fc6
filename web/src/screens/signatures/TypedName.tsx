// Typing a name to sign (the way to sign by keyboard): the name and a live preview of the image that is saved.
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { drawTypedName, maxTypedNameLength, scriptFontReady, signatureImage } from './typedSignature';

export function TypedName({ id, value, disabled, onChange }: { id: string; value: string; disabled: boolean; onChange: (name: string) => void }) {
  const previewRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = previewRef.current?.getContext('2d');
    if (!context) return;
    // Drawn at once, and again when the script face has loaded: the first name may come before it.
    drawTypedName(context, value);
    let current = true;
    void scriptFontReady(value).then(() => {
      if (current) drawTypedName(context, value);
    });
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <div className="signature-typed">
      <FormGroup label="Your full name" labelFor={id} helperText="It is saved in a handwriting style, as your signature.">
        <InputGroup
          id={id}
          value={value}
          maxLength={maxTypedNameLength}
          autoComplete="name"
          disabled={disabled}
          onValueChange={(name) => onChange(name)}
        />
      </FormGroup>
      <canvas
        ref={previewRef}
        className="signature-canvas signature-preview-canvas"
        width={signatureImage.width}
        height={signatureImage.height}
        role="img"
        aria-label={value.trim() ? `Preview of the typed signature: ${value.trim()}` : 'Preview of the typed signature (empty)'}
      />
    </div>
  );
}
