// The short codes beside the builder: each one a button that puts it into the text box last focused (at its
// cursor), and the live check of the codes the template holds, naming every unknown one before it is saved.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, H5 } from '@blueprintjs/core';
import { useDebouncedValue } from '../../../kit';
import { CheckShortCodes } from './operations';

interface ShortCodePanelProps {
  codes: readonly { code: string; label: string; example: string }[];
  texts: readonly string[];
  /** What a code goes into: the focused text box's name, or null before one has been focused. */
  target: string | null;
  onInsert: (code: string) => void;
}

export function ShortCodePanel({ codes, texts, target, onInsert }: ShortCodePanelProps) {
  const checked = useDebouncedValue(texts, 400);
  const { data, error } = useQuery(CheckShortCodes, { variables: { texts: [...checked] }, fetchPolicy: 'network-only' });
  const check = data?.check;

  return (
    <aside className="template-codes" aria-label="Short codes">
      <H5>Short codes</H5>
      <p className="template-muted">{target ? `Inserts into ${target}.` : 'Focus a text box, then pick a code to insert it there.'}</p>
      <ul className="template-code-list">
        {codes.map((entry) => (
          <li key={entry.code}>
            <Button
              size="small"
              variant="minimal"
              disabled={!target}
              text={entry.code}
              aria-label={`Insert ${entry.code}, ${entry.label}`}
              title={`${entry.label}, e.g. ${entry.example}`}
              onClick={() => onInsert(entry.code)}
            />
            <span className="template-muted">{entry.label}</span>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {error ? (
          <Callout intent="warning" compact>
            The short codes could not be checked.
          </Callout>
        ) : check && !check.ok ? (
          <Callout intent="danger" compact>
            {check.message}
          </Callout>
        ) : check && check.used.length > 0 ? (
          <Callout intent="success" compact>
            Every short code is known ({check.used.length} used).
          </Callout>
        ) : null}
      </div>
    </aside>
  );
}
