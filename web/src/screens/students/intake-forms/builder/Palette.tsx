// The palette: the kinds of field a form can hold. Drag a kind onto the form, or press it to add it at the end.
import { Button } from '@blueprintjs/core';
import { fieldKinds, kindNames, type FieldKind } from './builder';

/** The drag's data type: a kind from the palette (a field of the form moves by its index instead). */
export const kindDragType = 'application/x-intake-field-kind';

export function Palette({ onAdd, disabled }: { onAdd: (kind: FieldKind) => void; disabled?: boolean }) {
  return (
    <section className="form-builder-palette" aria-labelledby="form-builder-palette-title">
      <h2 id="form-builder-palette-title" className="form-builder-heading">
        Fields
      </h2>
      <p className="kit-muted form-builder-hint">Drag a field onto the form, or press it to add it at the end.</p>
      <ul className="form-builder-kinds">
        {kindNames.map((kind) => (
          <li key={kind}>
            <Button
              fill
              alignText="start"
              icon={fieldKinds[kind].icon}
              text={fieldKinds[kind].label}
              aria-label={`Add a ${fieldKinds[kind].label.toLowerCase()} field`}
              disabled={disabled}
              draggable={!disabled}
              className="form-builder-kind"
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'copy';
                event.dataTransfer.setData(kindDragType, kind);
                event.dataTransfer.setData('text/plain', fieldKinds[kind].label);
              }}
              onClick={() => onAdd(kind)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
