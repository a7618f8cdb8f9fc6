import { graphql } from '../../gql';

/** The signed-in person's own record: who they are, then their editable details. */
export const ProfileQuery = graphql(`
  query Profile {
    me {
      id
      userType
    }
  }
`);

export const ProfileRecordQuery = graphql(`
  query ProfileRecord($id: ID!) {
    record: staffMember(id: $id) {
      id
      name
      firstName
      lastName
      email
      phone
      userType
      title {
        id
        name
      }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($id: ID!, $input: StaffMemberInput!) {
    saved: updateStaffMember(id: $id, input: $input) {
      id
      name
      firstName
      lastName
      phone
    }
  }
`);
