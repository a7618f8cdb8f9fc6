// The template builder's documents: the templates of one kind, one template, its writes (clone, PDF upload), the
// short codes and their check, the billing codes, the note-helper categories and the preview.
import { graphql } from '../../../gql';

export const TemplateRowFields = graphql(`
  fragment TemplateRowFields on SessionTemplate {
    id
    name
    sourceType
    hcodes
    status
    verificationStatus
    guardianSignatureRequired
    updatedAt
  }
`);

export const TemplateFields = graphql(`
  fragment TemplateFields on SessionTemplate {
    id
    name
    description
    sourceType
    hcodes
    status
    guardianSignatureRequired
    verificationStatus
    pdfFileName
    pdfUrl
    pdfPageCount
    sections {
      id
      title
      fields {
        id
        kind
        label
        required
        defaultText
        options
        signer
        noteHelperCategoryId
        placement {
          page
          x
          y
        }
      }
    }
  }
`);

export const TemplateList = graphql(`
  query SessionTemplateBuilderList($page: PageInput, $filter: SessionTemplateFilter) {
    page: dynamicSessionTemplates(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...TemplateRowFields
      }
    }
  }
`);

export const DeletedTemplateList = graphql(`
  query DeletedSessionTemplateBuilderList($page: PageInput) {
    page: deletedSessionTemplates(page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...TemplateRowFields
      }
    }
  }
`);

export const TemplateRecord = graphql(`
  query SessionTemplateBuilderRecord($id: ID!) {
    record: dynamicSessionTemplate(id: $id) {
      ...TemplateFields
    }
  }
`);

export const CreateTemplate = graphql(`
  mutation CreateSessionTemplateBuilder($input: SessionTemplateInput!) {
    saved: createDynamicSessionTemplate(input: $input) {
      ...TemplateFields
    }
  }
`);

export const UpdateTemplate = graphql(`
  mutation UpdateSessionTemplateBuilder($id: ID!, $input: SessionTemplateInput!) {
    saved: updateDynamicSessionTemplate(id: $id, input: $input) {
      ...TemplateFields
    }
  }
`);

export const DeleteTemplate = graphql(`
  mutation DeleteSessionTemplateBuilder($id: ID!) {
    result: deleteDynamicSessionTemplate(id: $id) {
      ok
      message
    }
  }
`);

export const RestoreTemplates = graphql(`
  mutation RestoreSessionTemplateBuilder($ids: [ID!]!) {
    result: restoreSessionTemplate(ids: $ids) {
      ok
      message
    }
  }
`);

export const PurgeTemplates = graphql(`
  mutation PurgeSessionTemplateBuilder($ids: [ID!]!) {
    result: permanentlyDeleteSessionTemplate(ids: $ids) {
      ok
      message
    }
  }
`);

export const CloneTemplate = graphql(`
  mutation CloneSessionTemplate($id: ID!, $name: String) {
    saved: cloneDynamicSessionTemplate(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const UploadTemplatePdf = graphql(`
  mutation UploadSessionTemplatePdf($id: ID!, $file: Upload!) {
    saved: importDocDynamicSessionTemplate(id: $id, file: $file) {
      ...TemplateFields
    }
  }
`);

export const BuilderOptions = graphql(`
  query SessionTemplateBuilderOptions($excludeTemplateId: ID) {
    shortCodes: sessionTemplateShortCodes {
      code
      label
      example
    }
    hcodes: dynamicSessionTemplateHcodes(excludeTemplateId: $excludeTemplateId) {
      hcode
      description
      templateId
      templateName
    }
    categories: sessionFormParentCategories {
      id
      name
    }
  }
`);

export const CheckShortCodes = graphql(`
  query CheckSessionTemplateShortCodes($texts: [String!]!) {
    check: checkSessionTemplateShortCodes(texts: $texts) {
      ok
      used
      unknown
      message
    }
  }
`);

export const TemplatePreview = graphql(`
  query SessionTemplatePreview($id: ID!, $sessionId: ID) {
    preview: dynamicSessionTemplatePreview(id: $id, sessionId: $sessionId) {
      templateId
      name
      sourceType
      sample
      sessionId
      guardianSignatureRequired
      pdfUrl
      shortCodes {
        code
        value
      }
      sections {
        id
        title
        fields {
          fieldId
          kind
          label
          required
          text
          options
          signer
          items
          helperSentences
        }
      }
    }
  }
`);
