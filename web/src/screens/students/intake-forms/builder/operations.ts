// The builder's own reads: a form's earlier versions, asked for only when the Versions dialog opens.
import { graphql } from '../../../../gql';

export const IntakeFormVersionsQuery = graphql(`
  query IntakeFormVersions($id: ID!) {
    form: intakeForm(id: $id) {
      id
      version
      versions {
        version
        title
        replacedAt
        fields {
          key
          label
          type
          required
          options
          helpText
        }
      }
    }
  }
`);
