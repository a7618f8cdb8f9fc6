// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const ConversionTemplateFields = graphql(`
  fragment ConversionTemplateFields on ConversionTemplate {
    id
    name
    type
    studentMarker
    skillAreaMarker
    goalMarker
    targetMarker
    studentColumn
    skillAreaColumn
    goalColumn
    targetColumn
    status
  }
`);

export const conversionTemplateDocuments = {
  list: graphql(`
    query ConversionTemplateList($page: PageInput, $filter: ConversionTemplateFilter) {
      page: conversionTemplates(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ConversionTemplateFields }
      }
    }
  `),
  one: graphql(`
    query ConversionTemplateRecord($id: ID!) {
      record: conversionTemplate(id: $id) { ...ConversionTemplateFields }
    }
  `),
  create: graphql(`
    mutation CreateConversionTemplate($input: ConversionTemplateInput!) {
      saved: createConversionTemplate(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateConversionTemplate($id: ID!, $input: ConversionTemplateInput!) {
      saved: updateConversionTemplate(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteConversionTemplate($id: ID!, $redirectTo: String) {
      result: deleteConversionTemplate(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
};
