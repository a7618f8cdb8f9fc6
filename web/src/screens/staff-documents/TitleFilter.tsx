// The Upload File Settings list narrowed to one staff title: the documents that title must provide.
import { useQuery } from '@apollo/client/react';
import { HTMLSelect } from '@blueprintjs/core';
import type { ListFilters, ListStateControls } from '../../kit';
import type { DocumentLabelSettingFilter, PageInput } from '../../gql/graphql';
import { LabelSettingTitleOptions } from './operations';

function TitlePanel({ state }: { state: ListStateControls }) {
  const titles = useQuery(LabelSettingTitleOptions).data?.options.nodes ?? [];
  return (
    <HTMLSelect
      aria-label="Staff title"
      value={state.filters.title ?? ''}
      onChange={(event) => state.setFilter('title', event.currentTarget.value || null)}
      options={[{ value: '', label: 'Every staff title' }, ...titles.map((title) => ({ value: title.id, label: title.name }))]}
    />
  );
}

export const titleFilter: ListFilters<{ page?: PageInput | null; filter?: DocumentLabelSettingFilter | null }> = {
  keys: ['title'],
  variables: ({ title }) => (title ? { filter: { staffTitleId: title } } : {}),
  Panel: TitlePanel,
};
