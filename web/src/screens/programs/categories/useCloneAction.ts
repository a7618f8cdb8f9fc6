import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../../gql';
import { useWrite, type RowAction } from '../../../kit';
import { programCategoryDocuments } from './operations.generated';

const CloneProgramCategory = graphql(`
  mutation CloneProgramCategory($id: ID!) {
    cloned: cloneProgramCategory(id: $id) {
      id
      name
    }
  }
`);

/** Clone: a copy of the category under the first free '(Copy)' name, then the list again. */
export function useCloneAction(): RowAction<{ id: string; name: string }>[] {
  const client = useApolloClient();
  const cloning = useWrite(CloneProgramCategory);
  return useMemo(
    () => [
      {
        label: 'Clone',
        ariaLabel: (row) => `Clone ${row.name}`,
        onClick: (row) =>
          void cloning
            .run({ id: row.id }, (data) => `Cloned as ${data.cloned.name}.`)
            .then((outcome) => {
              if (outcome.ok) void client.refetchQueries({ include: [programCategoryDocuments.list] });
            }),
      },
    ],
    [cloning, client],
  );
}
