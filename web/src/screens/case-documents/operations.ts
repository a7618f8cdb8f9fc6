import { graphql } from '../../gql';
// The case documents' common documents are written from documents.ts by `npm run codegen`.
export { caseDocumentDocuments } from './operations.generated';

export const CaseStudentOptions = graphql(`
  query CaseStudentOptions {
    options: clientList {
      id
      firstName
      lastName
    }
  }
`);

export const CaseTemplateOptions = graphql(`
  query CaseTemplateOptions {
    options: allCaseDocumentTemplates {
      id
      name
    }
  }
`);

export const CaseDocumentTemplateFields = graphql(`
  fragment CaseDocumentTemplateFields on CaseDocumentTemplate {
    id
    name
    description
    sections
    status
  }
`);

// The case document templates' documents, in the shapes the kit reads.
export const caseTemplateDocuments = {
  list: graphql(`
    query CaseDocumentTemplateList($page: PageInput, $filter: CaseDocumentTemplateFilter) {
      page: caseDocumentTemplates(page: $page, filter: $filter) {
        pageInfo {
          ...PageInfoFields
        }
        nodes {
          ...CaseDocumentTemplateFields
        }
      }
    }
  `),
  deleted: graphql(`
    query DeletedCaseDocumentTemplateList($page: PageInput) {
      page: deletedCaseDocumentTemplates(page: $page) {
        pageInfo {
          ...PageInfoFields
        }
        nodes {
          ...CaseDocumentTemplateFields
        }
      }
    }
  `),
  one: graphql(`
    query CaseDocumentTemplateRecord($id: ID!) {
      record: caseDocumentTemplate(id: $id) {
        ...CaseDocumentTemplateFields
      }
    }
  `),
  create: graphql(`
    mutation CreateCaseDocumentTemplate($input: CaseDocumentTemplateInput!) {
      saved: createCaseDocumentTemplate(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation UpdateCaseDocumentTemplate($id: ID!, $input: CaseDocumentTemplateInput!) {
      saved: updateCaseDocumentTemplate(id: $id, input: $input) {
        id
      }
    }
  `),
  remove: graphql(`
    mutation DeleteCaseDocumentTemplate($id: ID!, $redirectTo: String) {
      result: deleteCaseDocumentTemplate(id: $id, redirectTo: $redirectTo) {
        ok
        message
      }
    }
  `),
  restore: graphql(`
    mutation RestoreCaseDocumentTemplate($ids: [ID!]!) {
      result: restoreCaseDocumentTemplate(ids: $ids) {
        ok
        message
      }
    }
  `),
  purge: graphql(`
    mutation PurgeCaseDocumentTemplate($ids: [ID!]!) {
      result: permanentlyDeleteCaseDocumentTemplate(ids: $ids) {
        ok
        message
      }
    }
  `),
};
