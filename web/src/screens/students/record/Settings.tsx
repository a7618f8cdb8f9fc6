// A student's settings (student-settings-list, student-settings): yes/no, number and choice settings,
// saved together.
import { useQuery } from '@apollo/client/react';
import { Button, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useWrite } from '../../../kit';
import { Loaded } from '../../../kit/Loaded';
import { useStudentPermissions } from '../shared/permissions';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import { SaveStudentSettingsMutation, StudentSettingsQuery } from './operations';

export function Settings() {
  const studentId = useStudentId();
  const permissions = useStudentPermissions();
  const { data, loading, error, refetch } = useQuery(StudentSettingsQuery, { variables: { studentId }, fetchPolicy: 'network-only' });
  const saving = useWrite(SaveStudentSettingsMutation);
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (data) setValues(Object.fromEntries(data.rows.map((row) => [row.key, row.value])));
  }, [data]);
  const readOnly = !permissions.edit;
  const save = async () => {
    const outcome = await saving.run({ studentId, settings: Object.entries(values).map(([key, value]) => ({ key, value })) }, 'Settings saved.');
    if (outcome.ok) void refetch();
  };
  return (
    <StudentFrame title="Settings">
      <Loaded what="the student's settings" loading={loading} error={error} ready={Boolean(data)} retry={() => void refetch()}>
        <form
          className="kit-form"
          aria-label="Student settings"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {(data?.rows ?? []).map((row) => {
            const id = `setting-${row.key}`;
            const value = values[row.key] ?? row.value;
            if (row.type === 'boolean') {
              return (
                <Switch
                  key={row.key}
                  id={id}
                  label={row.label}
                  disabled={readOnly}
                  checked={value === '1'}
                  onChange={(event) => setValues((current) => ({ ...current, [row.key]: event.currentTarget.checked ? '1' : '0' }))}
                />
              );
            }
            return (
              <FormGroup key={row.key} label={row.label} labelFor={id}>
                {row.type === 'choice' ? (
                  <HTMLSelect
                    id={id}
                    disabled={readOnly}
                    value={value}
                    onChange={(event) => setValues((current) => ({ ...current, [row.key]: event.currentTarget.value }))}
                    options={row.options}
                  />
                ) : (
                  <InputGroup
                    id={id}
                    inputMode="numeric"
                    disabled={readOnly}
                    value={value}
                    onValueChange={(next) => setValues((current) => ({ ...current, [row.key]: next }))}
                  />
                )}
              </FormGroup>
            );
          })}
          {!readOnly && <Button type="submit" intent="primary" text="Save settings" loading={saving.pending} />}
        </form>
      </Loaded>
    </StudentFrame>
  );
}
