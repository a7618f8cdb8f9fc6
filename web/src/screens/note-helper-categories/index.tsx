// Note helper settings (/session-form/category/{parent_id?}), behind 'behavior-list': the categories
// session notes offer ready-made sentences under and, with a parent, that category's sub-categories. Added and
// edited in a dialog over the list.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { col, DialogList, statusCol, type FieldSpec, type RowAction } from '../../kit';
import type { NoteHelperCategoryInput, NoteHelperSubCategoryInput } from '../../gql/graphql';
import { noteHelperCategoryDocuments } from './operations.generated';
import { noteHelperSubCategoryDocuments } from './subOperations';
import '../../kit/kit.css';

const CategoryName = graphql(`
  query NoteHelperCategoryName($id: ID!) {
    noteHelperCategory(id: $id) {
      id
      name
    }
  }
`);

const categoryFields: FieldSpec<NoteHelperCategoryInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
  { name: 'sortOrder', label: 'Order', kind: 'int', min: 0, helper: 'Smallest first in the note form.' },
  { name: 'description', label: 'Description', kind: 'textarea', wide: true },
  { name: 'status', label: 'Status', kind: 'status' },
];

const subCategoryFields: FieldSpec<NoteHelperSubCategoryInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
  { name: 'description', label: 'Description', kind: 'textarea', wide: true },
  { name: 'status', label: 'Status', kind: 'status' },
];

function Categories() {
  const navigate = useNavigate();
  const actions = useMemo<RowAction<{ id: string; name: string }>[]>(
    () => [
      {
        label: 'Sub-categories',
        ariaLabel: (row) => `Sub-categories of ${row.name}`,
        onClick: (row) => void navigate(`/session-form/category/${row.id}`),
      },
    ],
    [navigate],
  );
  return (
    <DialogList
      plural="Note Helper Categories"
      singular="Category"
      list={noteHelperCategoryDocuments.list}
      columns={[
        col('name', 'Name', { flex: 2 }),
        col('description', 'Description', { flex: 3 }),
        col('sortOrder', 'Order', { flex: 0.5, minWidth: 90 }),
        statusCol(),
      ]}
      rowName={(row) => row.name}
      remove={noteHelperCategoryDocuments.remove}
      actions={actions}
      fields={categoryFields}
      create={noteHelperCategoryDocuments.create}
      update={noteHelperCategoryDocuments.update}
      one={noteHelperCategoryDocuments.one}
    />
  );
}

function SubCategories({ categoryId }: { categoryId: string }) {
  const { data } = useQuery(CategoryName, { variables: { id: categoryId } });
  const variables = useMemo(() => ({ filter: { categoryId } }), [categoryId]);
  return (
    <div className="kit-page">
      <p>
        Sub-categories of <strong>{data?.noteHelperCategory.name ?? '…'}</strong>. <Link to="/session-form/category">All categories</Link>
      </p>
      <DialogList
        plural="Sub-categories"
        singular="Sub-category"
        list={noteHelperSubCategoryDocuments.list}
        variables={variables}
        columns={[col('name', 'Name', { flex: 2 }), col('description', 'Description', { flex: 3 }), statusCol()]}
        rowName={(row) => row.name}
        remove={noteHelperSubCategoryDocuments.remove}
        fields={subCategoryFields}
        create={noteHelperSubCategoryDocuments.create}
        update={noteHelperSubCategoryDocuments.update}
        one={noteHelperSubCategoryDocuments.one}
        fixed={{ categoryId }}
      />
    </div>
  );
}

function List() {
  const { parent_id: parentId } = useParams();
  return parentId ? <SubCategories key={parentId} categoryId={parentId} /> : <Categories />;
}

export const screens = { List };
