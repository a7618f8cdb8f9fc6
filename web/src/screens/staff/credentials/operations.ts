import { graphql } from '../../../gql';

export const StaffCredentialFields = graphql(`
  fragment StaffCredentialFields on StaffCredential {
    id
    userId
    certificationId
    name
    licenseNumber
    issuedOn
    expiresOn
    notes
    daysLeft
    level
    label
  }
`);

export const CertificationOptionsQuery = graphql(`
  query StaffCertificationOptions {
    options: certifications(page: { perPage: 500, sortField: "name", sortBy: ASC }, filter: { status: 1 }) {
      nodes {
        id
        name
      }
    }
  }
`);

/** The owned resource's documents (list, one, create, update, remove), in the shape the kit reads. */
export const staffCredentialDocuments = {
  list: graphql(`
    query StaffCredentialList($userId: ID!, $page: PageInput) {
      page: staffCredentials(userId: $userId, page: $page) {
        pageInfo {
          ...PageInfoFields
        }
        nodes {
          ...StaffCredentialFields
        }
      }
    }
  `),
  one: graphql(`
    query StaffCredentialRecord($id: ID!) {
      record: staffCredential(id: $id) {
        ...StaffCredentialFields
      }
    }
  `),
  create: graphql(`
    mutation CreateStaffCredential($input: StaffCredentialInput!) {
      saved: createStaffCredential(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation UpdateStaffCredential($id: ID!, $input: StaffCredentialInput!) {
      saved: updateStaffCredential(id: $id, input: $input) {
        id
      }
    }
  `),
  remove: graphql(`
    mutation DeleteStaffCredential($id: ID!, $redirectTo: String) {
      result: deleteStaffCredential(id: $id, redirectTo: $redirectTo) {
        ok
        message
      }
    }
  `),
};
