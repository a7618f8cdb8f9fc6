import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { checklistFormTemplateDocuments } from './operations.generated';

export const ChecklistOptions = graphql(`
  query ChecklistOptions {
    options: allChecklistMasters {
      id
      name
    }
  }
`);

export const DynamicFieldOptions = graphql(`
  query DynamicFieldOptions {
    options: allDynamicFields {
      id
      name
      fieldType
    }
  }
`);
