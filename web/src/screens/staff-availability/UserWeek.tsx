// One person's weekly availability (user-availability), read and saved whole through the kit's week editor.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { WeekEditor } from '../../kit/availability/WeekEditor';
import { weekFromApi, weekToApi } from '../../kit/availability/week';
import { useWrite } from '../../kit/writes/useWrite';
import { SaveUserAvailabilityMutation, UserAvailabilityQuery } from './operations';

export function UserWeek({ userId, owner, readOnly }: { userId: string; owner: string; readOnly: boolean }) {
  const { data, error, refetch } = useQuery(UserAvailabilityQuery, { variables: { userId }, fetchPolicy: 'network-only' });
  const saving = useWrite(SaveUserAvailabilityMutation);
  const saved = useMemo(() => data && weekFromApi(data.week), [data]);
  return (
    <WeekEditor
      owner={owner}
      saved={saved}
      loadError={error}
      readOnly={readOnly}
      saving={saving.pending}
      onSave={async (slots) => {
        const outcome = await saving.run({ userId, slots: weekToApi(slots) }, 'Availability saved.');
        if (outcome.ok) await refetch();
        return outcome;
      }}
    />
  );
}
