// The common documents `npm run codegen` writes into operations.generated.ts beside this: these records are no declared resource.
import type { CommonDocuments } from '../../routes/commonDocuments';

export const documents: CommonDocuments = {
  type: 'DocumentTemplate',
  fields: [
    'id',
    'name',
    'description',
    'kind',
    'fileName',
    'fields',
    'pages { number width height }',
    'placements { field page x y fontSize }',
    'formFields',
    'reviewStatus',
    'commentCount',
    'status',
    'updatedAt',
  ],
  export: 'documentTemplateDocuments',
  documents: ['list', 'deleted', 'one', 'remove', 'restore', 'purge'],
};
