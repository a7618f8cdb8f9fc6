import { graphql } from '../../gql';
// The template list's common documents are written from documents.ts by `npm run codegen`.
export { documentTemplateDocuments } from './operations.generated';

export const CreateDocumentTemplateMutation = graphql(`
  mutation CreateDocumentTemplate($input: DocumentTemplateInput!) {
    saved: createDocumentTemplate(input: $input) {
      ...DocumentTemplateFields
    }
  }
`);

export const UpdateDocumentTemplateMutation = graphql(`
  mutation UpdateDocumentTemplate($id: ID!, $input: DocumentTemplateInput!) {
    saved: updateDocumentTemplate(id: $id, input: $input) {
      ...DocumentTemplateFields
    }
  }
`);

export const TemplateChoicesQuery = graphql(`
  query TemplateChoices($filter: DocumentTemplateFilter) {
    page: documentTemplates(page: { page: 1, perPage: 100, sortField: "name", sortBy: ASC }, filter: $filter) {
      nodes {
        id
        name
        kind
      }
    }
  }
`);

export const TemplateStudentOptionsQuery = graphql(`
  query TemplateStudentOptions {
    options: clientList {
      id
      firstName
      lastName
    }
  }
`);

export const MergeFieldsQuery = graphql(`
  query TemplateMergeFields {
    fields: templateMergeFields {
      code
      label
      description
      shortCode
    }
  }
`);

export const TemplatePreviewQuery = graphql(`
  query TemplatePreview($id: ID!, $studentId: ID!) {
    preview: templatePreview(id: $id, studentId: $studentId) {
      templateId
      studentId
      studentName
      kind
      html
      docx {
        url
        fileName
      }
      pdf {
        url
        fileName
      }
      missing
    }
  }
`);

export const ApproveTemplateMutation = graphql(`
  mutation ApproveDocumentTemplate($id: ID!) {
    saved: approveDocumentTemplate(id: $id) {
      ...DocumentTemplateFields
    }
  }
`);

export const SavePlacementsMutation = graphql(`
  mutation SaveTemplatePlacements($id: ID!, $placements: [TemplatePlacementInput!]!) {
    saved: saveTemplatePlacements(id: $id, placements: $placements) {
      ...DocumentTemplateFields
    }
  }
`);

export const TemplateCommentsQuery = graphql(`
  query TemplateComments($templateId: ID!) {
    comments: templateComments(templateId: $templateId) {
      id
      author
      text
      createdAt
    }
  }
`);

export const AddTemplateCommentMutation = graphql(`
  mutation AddTemplateComment($templateId: ID!, $text: String!) {
    added: addTemplateComment(templateId: $templateId, text: $text) {
      id
      author
      text
      createdAt
    }
  }
`);

export const TemplateAgreementsQuery = graphql(`
  query TemplateAgreements($templateId: ID!) {
    agreements: templateAgreements(templateId: $templateId) {
      id
      studentName
      title
      sentAt
      signed
      signedAt
      portalLink {
        token
        path
        expiresAt
      }
    }
  }
`);

export const SendAgreementMutation = graphql(`
  mutation SendTemplateAgreement($templateId: ID!, $studentId: ID!) {
    sent: sendTemplateAgreement(templateId: $templateId, studentId: $studentId) {
      id
      studentName
      portalLink {
        token
        path
        expiresAt
      }
    }
  }
`);

export const ShortCodeFields = graphql(`
  fragment TemplateShortCodeFields on TemplateShortCode {
    id
    code
    value
    description
    status
  }
`);

// The short codes' documents, in the shapes the kit reads (`page`, `record`, `saved`, `result`).
export const shortCodeDocuments = {
  list: graphql(`
    query TemplateShortCodeList($page: PageInput, $filter: TemplateShortCodeFilter) {
      page: templateShortCodes(page: $page, filter: $filter) {
        pageInfo {
          ...PageInfoFields
        }
        nodes {
          ...TemplateShortCodeFields
        }
      }
    }
  `),
  one: graphql(`
    query TemplateShortCodeRecord($id: ID!) {
      record: templateShortCode(id: $id) {
        ...TemplateShortCodeFields
      }
    }
  `),
  create: graphql(`
    mutation CreateTemplateShortCode($input: TemplateShortCodeInput!) {
      saved: createTemplateShortCode(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation UpdateTemplateShortCode($id: ID!, $input: TemplateShortCodeInput!) {
      saved: updateTemplateShortCode(id: $id, input: $input) {
        id
      }
    }
  `),
  remove: graphql(`
    mutation DeleteTemplateShortCode($id: ID!, $redirectTo: String) {
      result: deleteTemplateShortCode(id: $id, redirectTo: $redirectTo) {
        ok
        message
      }
    }
  `),
};
