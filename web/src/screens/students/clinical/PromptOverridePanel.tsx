// Whether the student follows the practice's prompt hierarchy or its own codes (check-prompt-code-
// override-status, update-student-promptcode-override, get-student-prompt-code), and the hierarchy in effect.
import { useQuery } from '@apollo/client/react';
import { Switch } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { useWrite } from '../../../kit';
import { useStudentPermissions } from '../shared/permissions';
import { SetPromptCodeOverrideMutation, StudentPromptCodesQuery } from './operations';

export function PromptOverridePanel({ studentId }: { studentId: string }) {
  const { data, refetch } = useQuery(StudentPromptCodesQuery, { variables: { studentId } });
  const setting = useWrite(SetPromptCodeOverrideMutation);
  const permissions = useStudentPermissions();
  const override = data?.override.override ?? false;
  return (
    <div className="kit-panel">
      <Switch
        checked={override}
        disabled={!permissions.edit || setting.pending || !data}
        label="Use the student's own prompt codes instead of the practice's"
        onChange={() =>
          void setting
            .run(
              { studentId, override: !override },
              !override ? 'The student now uses its own prompt codes.' : "The student now follows the practice's prompt codes.",
            )
            .then(() => refetch())
        }
      />
      <p>
        In effect ({data?.effective.override ? "the student's own" : "the practice's"}):{' '}
        {(data?.effective.levels ?? []).map((level) => (
          <Tag key={level.code} minimal style={{ marginRight: 4 }} title={level.name}>
            {level.level}. {level.code} {level.name}
          </Tag>
        ))}
      </p>
    </div>
  );
}
