// Roles (/roles, /permissions, /add-role, /edit-role/{role_id}), behind 'role-list'. A role is a name and
// the permission items it gives, picked in a tree of modules, menus and methods.
import { useQuery } from '@apollo/client/react';
import {} from '@blueprintjs/core';
import { useParams } from 'react-router';
import { col, DataGrid, derived, ResourceForm, ResourceList, statusCol, type FieldSpec, type RowOf } from '../../kit';
import { Loaded } from '../../kit/Loaded';
import type { RoleInput } from '../../gql/graphql';
import { PermissionCatalogue, roleDocuments } from './operations';
import { PermissionTree } from './PermissionTree';
import { roles } from './resource';
import './roles.css';
import '../../kit/kit.css';

type Row = RowOf<typeof roleDocuments.list>;

const fields: FieldSpec<RoleInput>[] = [
  { name: 'name', label: 'Role name', kind: 'text', required: true, maxLength: 255 },
  { name: 'description', label: 'Description', kind: 'text' },
  { name: 'status', label: 'Status', kind: 'status' },
  { name: 'permissionIds', label: 'Permissions', kind: 'multiselect', required: true, render: (control) => <PermissionTree {...control} /> },
];

function List() {
  return (
    <ResourceList
      plural={roles.plural}
      singular={roles.singular}
      list={roleDocuments.list}
      columns={[
        col<Row>('name', 'Role', { flex: 1.5 }),
        col<Row>('description', 'Description', { flex: 2 }),
        derived<Row>('modules', 'Modules', (row) => [...new Set(row.permissions.map((item) => item.label))].length, { flex: 0.6 }),
        derived<Row>('permissions', 'Permissions', (row) => row.permissions.length, { flex: 0.6 }),
        statusCol<Row>(),
      ]}
      rowName={(row) => row.name}
      addPath={roles.names.paths.add}
      editPath={(row) => roles.editPath(row.id)}
      remove={roleDocuments.remove}
    />
  );
}

function Add() {
  return <ResourceForm singular={roles.singular} fields={fields} listPath={roles.listPath} create={roleDocuments.create} />;
}

function Edit() {
  const { [roles.names.idParam ?? 'id']: id = '' } = useParams();
  return (
    <ResourceForm singular={roles.singular} fields={fields} listPath={roles.listPath} one={roleDocuments.one} update={roleDocuments.update} id={id} />
  );
}

/** /permissions: every permission item roles are built from, as module, menu and method. */
function Permissions() {
  const { data, loading, error, refetch } = useQuery(PermissionCatalogue);
  if (!data) return <Loaded what="the permissions" loading={loading} error={error} ready={false} retry={() => void refetch()} />;
  const rows = data?.items ?? [];
  return (
    <div className="kit-page">
      <p className="kit-muted">{rows.length} permissions. Roles are built from these; the Super Admin changes the list in Module and Menu Setup.</p>
      <DataGrid
        label="Permissions"
        rows={rows}
        columns={[
          { id: 'label', header: 'Module', value: (row) => row.label, flex: 1.5 },
          { id: 'subLabel', header: 'Menu', value: (row) => row.subLabel, flex: 1.5 },
          { id: 'method', header: 'Method', value: (row) => row.method },
        ]}
      />
    </div>
  );
}

export const screens = { List, Add, Edit, Permissions };
