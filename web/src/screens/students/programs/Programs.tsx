// A student's programs (the landing, target list, category/{category_id} and target/{category_id} pages; programs,
// targets, playlists, the tree, import and export).
import { useQuery } from '@apollo/client/react';
import { Button, Dialog, DialogBody, H4, HTMLSelect, Spinner, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { choices, fields, lookup, useWrite } from '../../../kit';
import type { StudentProgramInput, StudentTargetInput } from '../../../gql/graphql';
import { Loaded } from '../../../kit/Loaded';
import { RecordSection } from '../../../kit/list/RecordSection';
import { startDownload } from '../shared/download';
import { names, text, usDate } from '../shared/format';
import { useStudentPermissions } from '../shared/permissions';
import { StudentFrame } from '../shared/StudentFrame';
import { ProgramImport } from './ProgramImport';
import { useRequiredParam, useStudentId } from '../shared/useStudentId';
import {
  CreateStudentProgramMutation,
  CreateStudentTargetMutation,
  DeleteStudentProgramMutation,
  DeleteStudentTargetMutation,
  ExportStudentProgramsMutation,
  ProgramCategoryOptions,
  ProgramPlaylistQuery,
  ProgramStaffOptions,
  StudentProgramsInCategoryQuery,
  StudentProgramsQuery,
  StudentTargetsQuery,
  UpdatePlaylistMutation,
  UpdateStudentProgramMutation,
  UpdateStudentTargetMutation,
} from './operations';
import { LinkButton } from '../../../kit/LinkButton';

const programFields = fields<StudentProgramInput>(
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'categoryId', label: 'Category', kind: 'select', required: true, options: lookup(ProgramCategoryOptions, (item) => item.name) },
  {
    name: 'targetType',
    label: 'Target type',
    kind: 'select',
    required: true,
    options: choices('Discrete Trial', 'Task Analysis', 'Frequency', 'Duration', 'Natural Environment'),
  },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: choices('Baseline', 'In Progress', 'Mastered', 'On Hold', 'Discontinued'),
    initial: 'Baseline',
  },
  { name: 'masteryCriteria', label: 'Mastery criteria', kind: 'text', wide: true },
  { name: 'staffIds', label: 'Staff', kind: 'multiselect', options: lookup(ProgramStaffOptions, (item) => item.name) },
  { name: 'startDate', label: 'Start date', kind: 'date' },
  { name: 'masteredOn', label: 'Mastered on', kind: 'date' },
  { name: 'description', label: 'Description', kind: 'textarea', wide: true },
);

const targetFields = fields<StudentTargetInput>(
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'status', label: 'Status', kind: 'select', options: choices('Baseline', 'In Training', 'Mastered', 'On Hold'), initial: 'Baseline' },
  { name: 'masteryCriteria', label: 'Mastery criteria', kind: 'text' },
  { name: 'introducedOn', label: 'Introduced on', kind: 'date' },
  { name: 'masteredOn', label: 'Mastered on', kind: 'date' },
  { name: 'description', label: 'Description', kind: 'textarea', wide: true },
);

const statusTag = (status: string) => (
  <Tag minimal intent={status === 'Mastered' ? 'success' : status === 'In Progress' || status === 'In Training' ? 'primary' : 'none'}>
    {status}
  </Tag>
);

function useProgramWrites(studentId: string) {
  const create = useWrite(CreateStudentProgramMutation);
  const update = useWrite(UpdateStudentProgramMutation);
  const remove = useWrite(DeleteStudentProgramMutation);
  return {
    create: (input: StudentProgramInput) => create.run({ studentId, input }, 'Program added.'),
    update: (id: string, input: StudentProgramInput) => update.run({ id, input }, 'Program updated.'),
    remove: (id: string) => remove.run({ id }, 'Program deleted.'),
  };
}

export function Programs() {
  const studentId = useStudentId();
  const permissions = useStudentPermissions();
  const { data, loading, error, refetch } = useQuery(StudentProgramsQuery, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const writes = useProgramWrites(studentId);
  const exporting = useWrite(ExportStudentProgramsMutation);
  const [importOpen, setImportOpen] = useState(false);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const nodes = useMemo<TreeNodeInfo[]>(
    () =>
      (data?.tree.categories ?? []).map((category) => ({
        id: `c${category.id}`,
        label: <Link to={`/student-programs/category/${category.id}/${studentId}`}>{category.name}</Link>,
        icon: 'folder-close',
        isExpanded: expanded.has(`c${category.id}`),
        secondaryLabel: `${category.programs.length}`,
        childNodes: category.programs.map((program) => ({
          id: `p${program.id}`,
          label: program.name,
          icon: 'clipboard',
          isExpanded: expanded.has(`p${program.id}`),
          secondaryLabel: statusTag(program.status),
          childNodes: program.targets.map((target) => ({
            id: `t${target.id}`,
            label: target.name,
            icon: 'locate',
            secondaryLabel: statusTag(target.status),
          })),
        })),
      })),
    [data, expanded, studentId],
  );
  const toggle = (node: TreeNodeInfo) =>
    setExpanded((current) => {
      const next = new Set(current);
      const id = String(node.id);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <StudentFrame title="Programs">
      <div className="student-cards">
        <section className="student-card" aria-label="Program tree" style={{ gridColumn: '1 / -1' }}>
          <H4>Program tree</H4>
          {loading && !data ? (
            <Spinner size={20} aria-label="Loading program tree" />
          ) : nodes.length === 0 ? (
            <p className="kit-muted">No programs yet: add one below or import a file.</p>
          ) : (
            <Tree contents={nodes} onNodeClick={toggle} onNodeExpand={toggle} onNodeCollapse={toggle} />
          )}
        </section>
      </div>
      <RecordSection<NonNullable<typeof data>['rows'][number], StudentProgramInput>
        plural="Programs"
        singular="Program"
        rows={data?.rows}
        loading={loading}
        error={error}
        refetch={refetch}
        rowName={(row) => row.name}
        columns={[
          { header: 'Program', cell: (row) => row.name },
          { header: 'Category', cell: (row) => <Link to={`/student-programs/category/${row.categoryId}/${studentId}`}>{row.categoryName}</Link> },
          { header: 'Type', cell: (row) => row.targetType },
          { header: 'Status', cell: (row) => statusTag(row.status) },
          { header: 'Targets', cell: (row) => `${row.masteredTargetCount ?? 0} of ${row.targetCount ?? 0} mastered` },
          { header: 'Staff', cell: (row) => names(row.staff) },
          { header: 'Start', cell: (row) => usDate(row.startDate) },
        ]}
        fields={programFields}
        create={writes.create}
        update={(row, input) => writes.update(row.id, input)}
        remove={(row) => writes.remove(row.id)}
        toolbar={
          <>
            <LinkButton to={`/student-programs/target-list/${studentId}`}>All targets</LinkButton>
            <Button
              icon="export"
              text="Export"
              loading={exporting.pending}
              onClick={() =>
                void exporting.run({ studentId }, 'Export ready.').then((outcome) => {
                  if (outcome.ok) startDownload(outcome.data.download.url, outcome.data.download.fileName);
                })
              }
            />
            {permissions.add && <Button icon="import" text="Import" onClick={() => setImportOpen(true)} />}
          </>
        }
      />
      <Dialog
        isOpen={importOpen}
        title="Import programs"
        onClose={() => {
          setImportOpen(false);
          void refetch();
        }}
        style={{ width: 720, maxWidth: '95vw' }}
      >
        <DialogBody>{importOpen && <ProgramImport studentId={studentId} />}</DialogBody>
      </Dialog>
    </StudentFrame>
  );
}

export function TargetList() {
  const studentId = useStudentId();
  const [status, setStatus] = useState('');
  const { data, loading, error, refetch } = useQuery(StudentTargetsQuery, {
    variables: { studentId, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const programs = new Map((data?.programs ?? []).map((program) => [program.id, program]));
  const update = useWrite(UpdateStudentTargetMutation);
  const remove = useWrite(DeleteStudentTargetMutation);
  return (
    <StudentFrame title="Targets">
      <RecordSection<NonNullable<typeof data>['rows'][number], StudentTargetInput>
        plural="Targets"
        singular="Target"
        rows={data?.rows}
        loading={loading}
        error={error}
        refetch={refetch}
        rowName={(row) => row.name}
        columns={[
          { header: 'Target', cell: (row) => row.name },
          { header: 'Program', cell: (row) => programs.get(row.programId)?.name ?? '—' },
          { header: 'Category', cell: (row) => programs.get(row.programId)?.categoryName ?? '—' },
          { header: 'Status', cell: (row) => statusTag(row.status) },
          { header: 'Introduced', cell: (row) => usDate(row.introducedOn) },
          { header: 'Mastered', cell: (row) => usDate(row.masteredOn) },
        ]}
        fields={targetFields}
        update={(row, input) => update.run({ id: row.id, input }, 'Target updated.')}
        remove={(row) => remove.run({ id: row.id }, 'Target deleted.')}
        toolbar={
          <HTMLSelect
            aria-label="Target status"
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value)}
            options={[{ value: '', label: 'Every status' }, 'Baseline', 'In Training', 'Mastered', 'On Hold']}
          />
        }
      />
    </StudentFrame>
  );
}

export function ProgramCategory() {
  const studentId = useStudentId();
  const categoryId = useRequiredParam('category_id');
  const { data, loading, error, refetch } = useQuery(StudentProgramsInCategoryQuery, {
    variables: { studentId, categoryId },
    fetchPolicy: 'cache-and-network',
  });
  const writes = useProgramWrites(studentId);
  const name = data?.rows[0]?.categoryName;
  return (
    <StudentFrame title={name ? `Programs: ${name}` : 'Program category'}>
      <p>
        <Link to={`/student-programs/target/${categoryId}/${studentId}`}>Targets and playlists of this category</Link>
      </p>
      <RecordSection<NonNullable<typeof data>['rows'][number], StudentProgramInput>
        plural="Programs"
        singular="Program"
        rows={data?.rows}
        loading={loading}
        error={error}
        refetch={refetch}
        rowName={(row) => row.name}
        columns={[
          { header: 'Program', cell: (row) => row.name },
          { header: 'Status', cell: (row) => statusTag(row.status) },
          { header: 'Targets', cell: (row) => (row.targets ?? []).map((target) => target.name).join(', ') || '—' },
          { header: 'Mastery', cell: (row) => text(row.masteryCriteria) },
        ]}
        fields={programFields}
        create={(input) => writes.create({ ...input, categoryId: input.categoryId || categoryId })}
        update={(row, input) => writes.update(row.id, input)}
        remove={(row) => writes.remove(row.id)}
      />
    </StudentFrame>
  );
}

function Playlist({ studentId, programId }: { studentId: string; programId: string }) {
  const { data, loading, error, refetch } = useQuery(ProgramPlaylistQuery, { variables: { studentId, programId }, fetchPolicy: 'network-only' });
  const saving = useWrite(UpdatePlaylistMutation);
  const permissions = useStudentPermissions();
  const [order, setOrder] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    if (data) setOrder(data.playlist.items.map((item) => ({ id: item.targetId, name: item.target.name })));
  }, [data]);
  const move = (index: number, by: number) =>
    setOrder((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  return (
    <Loaded what="the playlist" loading={loading} error={error} ready={Boolean(data)} retry={() => void refetch()}>
      <ol className="student-playlist">
        {order.map((item, index) => (
          <li key={item.id}>
            {item.name}
            {permissions.edit && (
              <>
                <Button
                  size="small"
                  variant="minimal"
                  icon="arrow-up"
                  aria-label={`Move ${item.name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  variant="minimal"
                  icon="arrow-down"
                  aria-label={`Move ${item.name} down`}
                  disabled={index === order.length - 1}
                  onClick={() => move(index, 1)}
                />
              </>
            )}
          </li>
        ))}
      </ol>
      {permissions.edit && order.length > 1 && (
        <Button
          size="small"
          text="Save playlist"
          loading={saving.pending}
          onClick={() => void saving.run({ studentId, programId, targetIds: order.map((item) => item.id) }, 'Playlist saved.').then(() => refetch())}
        />
      )}
    </Loaded>
  );
}

export function ProgramTargets() {
  const studentId = useStudentId();
  const categoryId = useRequiredParam('category_id');
  const { data, loading, error, refetch } = useQuery(StudentProgramsInCategoryQuery, {
    variables: { studentId, categoryId },
    fetchPolicy: 'cache-and-network',
  });
  const create = useWrite(CreateStudentTargetMutation);
  const update = useWrite(UpdateStudentTargetMutation);
  const remove = useWrite(DeleteStudentTargetMutation);
  return (
    <StudentFrame title={data?.rows[0] ? `Targets: ${data.rows[0].categoryName}` : 'Program targets'}>
      <Loaded what="the program's targets" loading={loading} error={error} ready={Boolean(data)} retry={() => void refetch()}>
        {(data?.rows ?? []).map((program) => (
          <section key={program.id} className="kit-panel student-section" aria-label={program.name}>
            <H4>
              {program.name} {statusTag(program.status)}
            </H4>
            <RecordSection<NonNullable<typeof program.targets>[number], StudentTargetInput>
              plural={`Targets of ${program.name}`}
              singular="Target"
              rows={program.targets ?? []}
              loading={false}
              refetch={refetch}
              rowName={(row) => row.name}
              columns={[
                { header: 'Target', cell: (row) => row.name },
                { header: 'Status', cell: (row) => statusTag(row.status) },
                { header: 'Mastery', cell: (row) => text(row.masteryCriteria) },
                { header: 'Introduced', cell: (row) => usDate(row.introducedOn) },
              ]}
              fields={targetFields}
              create={(input) => create.run({ programId: program.id, input }, 'Target added.')}
              update={(row, input) => update.run({ id: row.id, input }, 'Target updated.')}
              remove={(row) => remove.run({ id: row.id }, 'Target deleted.')}
            />
            <h5>Playlist</h5>
            <Playlist studentId={studentId} programId={program.id} />
          </section>
        ))}
        {data && data.rows.length === 0 && <p className="kit-muted">No programs in this category.</p>}
      </Loaded>
    </StudentFrame>
  );
}
