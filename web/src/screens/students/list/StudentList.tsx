// The student list: AG Grid over one server page, every filter, search
// debounced 500 ms, sort descending by default, page sizes 50–500, the whole state in the address, exports as
// real downloads, import with its pending banner, add, edit, delete, the deleted list.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Classes, Dialog, DialogBody, NonIdealState, Spinner, SpinnerSize } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isAnnounced } from '../../../app/links';
// The kit's pieces by their own modules, not its index: the index would bring the forms' date pickers and selects
// into the chunk of the app's busiest list.
import { DataGrid, type GridColumn, type RowAction } from '../../../kit/grid/DataGrid';
import { useCurrentAddress } from '../../../kit/list/useCurrentAddress';
import { useWrite } from '../../../kit/writes/useWrite';

// The import dialog's page loads when it is first opened, not with the list.
const ImportPage = lazy(() => import('../../../kit/transfer/ImportPage').then((module) => ({ default: module.ImportPage })));
// The delete question loads when first asked, like the import page: the list's first screen needs neither.
const DeleteConfirm = lazy(() => import('../../../kit/writes/DeleteConfirm').then((module) => ({ default: module.DeleteConfirm })));
import { Pager } from '../../../kit/list/Pager';
import { SearchBox } from '../../../kit/list/SearchBox';
import type { StudentRowFieldsFragment } from '../../../gql/graphql';
import { flagText } from '../shared/AuthorizationFlags';
import { startDownload } from '../shared/download';
import { names, usDate } from '../shared/format';
import { useStudentPermissions } from '../shared/permissions';
import { ImportBanner, useImportBanner } from './ImportBanner';
import { StudentListQuery } from './listQueries';
import { filtersOpenAtStart, STUDENT_PAGE_SIZES, useStudentListState } from './studentFilter';
import { DeleteStudentMutation, ExportStudentAuthorizationsMutation, ExportStudentsMutation, ImportStudentsMutation } from './operations';
import { StudentFilters } from './StudentFilters';
import { LinkButton } from '../../../kit/LinkButton';
import '../students.css';
import '../../../kit/kit.css';

type Row = StudentRowFieldsFragment;

export const IMPORT_COLUMNS =
  'first_name, last_name, dob (YYYY-MM-DD or MM/DD/YYYY), gender, agency_id, and optionally status, email, phone, guardian_name and other student fields';

export function alertText(row: Row): string {
  if (row.authorizationAlerts.length === 0) return '—';
  return row.authorizationAlerts.map((auth) => `${auth.authorizationNumber}: ${flagText({ ...auth, ended: false })}`).join('; ');
}

const columns: GridColumn<Row>[] = [
  // The name opens the record, as on the staff list.
  {
    id: 'name',
    header: 'Name',
    value: (row) => row.name,
    link: (row) => `/edit-student/${row.id}`,
    sortField: 'first_name',
    flex: 1.4,
    minWidth: 160,
  },
  { id: 'alerts', header: 'Authorization alerts', value: alertText, sortField: false, flex: 2, minWidth: 220 },
  { id: 'clientCode', header: 'Client code', value: (row) => row.clientCode ?? '—', flex: 0.9 },
  { id: 'dob', header: 'Date of birth', value: (row) => usDate(row.dob), flex: 0.9 },
  { id: 'agency', header: 'Agency', value: (row) => row.agency?.name ?? '—', sortField: false, flex: 1.2 },
  { id: 'funders', header: 'Funders', value: (row) => names(row.funders), sortField: false, flex: 1.4 },
  { id: 'staff', header: 'Staff', value: (row) => names(row.staff), sortField: false, flex: 1.4 },
  { id: 'status', header: 'Status', value: (row) => (row.status === 0 ? 'Inactive' : 'Active'), flex: 0.7, minWidth: 100 },
];

export function StudentList() {
  const state = useStudentListState();
  const navigate = useNavigate();
  const permissions = useStudentPermissions();
  const address = useCurrentAddress();
  // Fresh on every visit and never normalised into the cache: writing 500 rows with their relations there, then
  // reading them back, cost the browser 0.4 s of a 2-core machine per page, and nothing else reads these rows. The
  // first answer may already be on its way from the route's loader.
  const { data, previousData, loading, error, refetch } = useQuery(StudentListQuery, {
    variables: state.variables,
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.page;
  const rows = useMemo(() => page?.nodes ?? [], [page]);
  const flagged = rows.filter((row) => row.authorizationAlerts.length > 0).length;

  const exporting = useWrite(ExportStudentsMutation);
  const exportingAuth = useWrite(ExportStudentAuthorizationsMutation);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  // Once asked, the question stays mounted, so that it closes as it opened.
  const [deleteAsked, setDeleteAsked] = useState(false);
  if (toDelete && !deleteAsked) setDeleteAsked(true);
  const [importOpen, setImportOpen] = useState(false);
  const imports = useImportBanner(() => void refetch());
  // The Filters button says how many are set.
  const [showFilters, setShowFilters] = useState(() => filtersOpenAtStart(state.filters));

  // The import-count check runs once, in the background, when the list opens.
  const checkImports = imports.check;
  useEffect(() => checkImports(), [checkImports]);

  const actions = useMemo<RowAction<Row>[]>(() => {
    // A record opens on its profile, the first page of its navigation, where an editor also edits it: one button
    // to it, named for what the user may do there (a second to the same page took the room of a column).
    const own: RowAction<Row>[] = [
      permissions.edit
        ? { label: 'Edit', ariaLabel: (row) => `Edit ${row.name}`, onClick: (row) => void navigate(`/edit-student/${row.id}`) }
        : { label: 'Open', ariaLabel: (row) => `Open ${row.name}`, onClick: (row) => void navigate(`/edit-student/${row.id}`) },
    ];
    if (permissions.remove) own.push({ label: 'Delete', intent: 'danger', ariaLabel: (row) => `Delete ${row.name}`, onClick: setToDelete });
    return own;
  }, [navigate, permissions.edit, permissions.remove]);

  const exportList = async () => {
    const outcome = await exporting.run(
      { filter: state.filter, search: state.search || null, sortBy: state.sortBy, sortField: state.sortField },
      'Export ready.',
    );
    if (outcome.ok) startDownload(outcome.data.download.url, outcome.data.download.fileName);
  };
  const exportAuth = async () => {
    const outcome = await exportingAuth.run({ filter: state.filter, search: state.search || null }, 'Authorization export ready.');
    if (outcome.ok) startDownload(outcome.data.download.url, outcome.data.download.fileName ?? 'export-auth-data.xlsx');
  };

  return (
    <div className="kit-page">
      <div className="kit-toolbar" role="toolbar" aria-label="Students actions">
        <SearchBox key={state.search} value={state.search} onSearch={state.setSearch} label="Search students" />
        <Button
          icon="filter"
          text={state.activeFilterCount > 0 ? `Filters (${state.activeFilterCount})` : 'Filters'}
          aria-expanded={showFilters}
          onClick={() => setShowFilters((shown) => !shown)}
        />
        {loading && <Spinner size={16} aria-label={page ? 'Loading' : 'Loading students'} />}
        <span className="kit-toolbar-spacer" />
        <Button icon="export" text="Export" loading={exporting.pending} onClick={() => void exportList()} />
        <Button icon="export" text="Export authorizations" loading={exportingAuth.pending} onClick={() => void exportAuth()} />
        {permissions.add && <Button icon="import" text="Import" onClick={() => setImportOpen(true)} />}
        {permissions.remove && <LinkButton to="/delete-student">Deleted students</LinkButton>}
        {permissions.add && <Button intent="primary" icon="plus" text="Add student" onClick={() => void navigate('/add-student')} />}
      </div>
      {showFilters && <StudentFilters state={state} />}
      <ImportBanner text={imports.banner} />
      {error && !isAnnounced(error) && (
        <Callout intent="danger" title="The students could not be loaded">
          <p>{error.message}</p>
          <Button text="Try again" onClick={() => void refetch()} />
        </Callout>
      )}
      {flagged > 0 && (
        <Callout intent="warning" icon="warning-sign" role="status">
          <Tag intent="warning">{flagged}</Tag> {flagged === 1 ? 'student' : 'students'} on this page {flagged === 1 ? 'has' : 'have'} an
          authorization ending within 30 days or with under 10% of its units left.
        </Callout>
      )}
      {/* Until the first page is in, the warning's room is kept (most pages have a student to flag), so that the grid
          does not move down when it comes. */}
      {!page && !error && (
        <Callout className={Classes.SKELETON} icon="warning-sign" aria-hidden="true">
          <Tag>0</Tag> students on this page have an authorization ending within 30 days or with under 10% of its units left.
        </Callout>
      )}
      {/* The grid is there before its rows, so that AG Grid sets itself up while the first page is on its way. */}
      <DataGrid
        label="Students"
        rows={rows}
        columns={columns}
        sort={{ field: state.sortField, direction: state.sortBy }}
        onSortChange={(next) => state.setSort(next.field, next.direction)}
        actions={actions}
        loading={!page && loading}
        expectedRows={state.perPage}
      />
      {page && rows.length === 0 && (
        <NonIdealState icon="search" title={state.search || state.activeFilterCount > 0 ? 'No students match' : 'No students yet'} />
      )}
      <Pager
        pageInfo={page?.pageInfo}
        perPage={state.perPage}
        pageSizes={STUDENT_PAGE_SIZES}
        onPage={state.setPage}
        onPerPage={state.setPerPage}
        disabled={loading}
      />
      {deleteAsked && (
        <Suspense fallback={null}>
          <DeleteConfirm
            document={DeleteStudentMutation}
            target={toDelete ? { id: toDelete.id, name: toDelete.name } : null}
            singular="Student"
            redirectTo={address}
            restorable
            onClose={() => setToDelete(null)}
            onDeleted={() => void refetch()}
          />
        </Suspense>
      )}
      <Dialog
        isOpen={importOpen}
        title="Import students"
        onClose={() => {
          setImportOpen(false);
          imports.check();
          void refetch();
        }}
        style={{ width: 720, maxWidth: '95vw' }}
      >
        <DialogBody>
          {importOpen && (
            <Suspense fallback={<Spinner size={SpinnerSize.SMALL} aria-label="Loading the import page" />}>
              <ImportPage plural="Students" document={ImportStudentsMutation} listPath="/student" columns={IMPORT_COLUMNS} />
            </Suspense>
          )}
        </DialogBody>
      </Dialog>
    </div>
  );
}
