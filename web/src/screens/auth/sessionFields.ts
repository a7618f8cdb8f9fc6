import { graphql } from '../../gql';

/**
 * What a sign-in answers and the session keeps: both sign-in routes (password and organisation link) spread it. The
 * operations need no import of it: codegen finds the fragment by name and adds it to their generated documents.
 */
export const SessionFields = graphql(`
  fragment SessionFields on Session {
    token
    userId
    name
    email
    userType
    permissions {
      label
      subLabel
      method
    }
  }
`);
