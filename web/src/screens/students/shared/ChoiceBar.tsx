// A row of toggle buttons choosing what a page shows (contact kind, file folder): each says whether it is on.
import { Button, ButtonGroup } from '@blueprintjs/core';

export interface ChoiceBarProps {
  label: string;
  choices: readonly { id: string; title: string }[];
  selected: string;
  onChange: (id: string) => void;
}

export function ChoiceBar({ label, choices, selected, onChange }: ChoiceBarProps) {
  return (
    <ButtonGroup role="group" aria-label={label} className="student-choice-bar">
      {choices.map((choice) => (
        <Button
          key={choice.id}
          text={choice.title}
          active={choice.id === selected}
          aria-pressed={choice.id === selected}
          intent={choice.id === selected ? 'primary' : 'none'}
          onClick={() => onChange(choice.id)}
        />
      ))}
    </ButtonGroup>
  );
}
