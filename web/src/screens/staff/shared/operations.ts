import { graphql } from '../../../gql';

/** What the staff record's header shows on every tab. */
export const StaffHeaderQuery = graphql(`
  query StaffHeader($id: ID!) {
    staffMember(id: $id) {
      id
      name
      email
      userType
      status
      title {
        id
        name
      }
      credentialAlert {
        level
        label
        daysLeft
        name
        count
      }
    }
  }
`);
