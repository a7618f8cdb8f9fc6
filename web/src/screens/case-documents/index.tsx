// Case documents: a student's case file entries (list with filters, add, edit, details, deleted) and the templates
// they are made from (added and edited in dialogs, with their deleted list). Behind 'Templates'.
import { useNavigate } from 'react-router';
import { col, dateCol, defineResource, derived, lookup, statusCol, type RowOf } from '../../kit';
import { Details } from './Details';
import { caseDocumentFilters, caseStatuses } from './filters';
import { CaseStudentOptions, CaseTemplateOptions, caseDocumentDocuments, caseTemplateDocuments } from './operations';
import './case-documents.css';

type Row = RowOf<typeof caseDocumentDocuments.list>;

function useDetailsAction() {
  const navigate = useNavigate();
  return [
    { label: 'Details', ariaLabel: (row: Row) => `Details of ${row.title}`, onClick: (row: Row) => navigate(`/case-documents/details/${row.id}`) },
  ];
}

const documents = defineResource({
  singular: 'Case Document',
  plural: 'Case Documents',
  paths: { list: '/case-documents', add: '/case-documents/add', edit: (id) => `/case-documents/edit/${id}`, deleted: '/case-documents/deleted' },
  idParam: 'case_id',
  documents: caseDocumentDocuments,
  rowName: (row) => row.title,
  columns: [
    col('title', 'Title', { flex: 2.5, minWidth: 260 }),
    derived<Row>('student', 'Student', (row) => (row.student ? `${row.student.lastName}, ${row.student.firstName}` : null), {
      flex: 1.5,
      sortField: 'student_id',
    }),
    derived<Row>('template', 'Template', (row) => row.template?.name, { flex: 1.4, minWidth: 190 }),
    dateCol('openedOn', 'Opened'),
    col('caseStatus', 'Status', { flex: 0.6, minWidth: 90 }),
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 255 },
    {
      name: 'studentId',
      label: 'Student',
      kind: 'select',
      required: true,
      options: lookup(CaseStudentOptions, (item) => `${item.lastName}, ${item.firstName}`),
    },
    { name: 'caseDocumentTemplateId', label: 'Template', kind: 'select', options: lookup(CaseTemplateOptions, (item) => item.name) },
    { name: 'openedOn', label: 'Opened on', kind: 'date', required: true },
    {
      name: 'caseStatus',
      label: 'Status',
      kind: 'select',
      required: true,
      options: caseStatuses.map((value) => ({ value, label: value })),
      initial: 'Open',
    },
    { name: 'content', label: 'Content', kind: 'textarea', wide: true },
  ],
  filters: caseDocumentFilters,
  useActions: useDetailsAction,
});

const templates = defineResource({
  singular: 'Case Document Template',
  plural: 'Case Document Templates',
  paths: { list: '/case-documents/templates', deleted: '/case-documents/deleted-templates' },
  documents: caseTemplateDocuments,
  presentation: 'dialogs',
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('description', 'Description', { flex: 3 }), statusCol()],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'sections', label: 'Sections (one a line)', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});

export const screens = {
  List: documents.List,
  Add: documents.Add,
  Edit: documents.Edit,
  Deleted: documents.Deleted,
  Details,
  Templates: templates.List,
  DeletedTemplates: templates.Deleted,
};
