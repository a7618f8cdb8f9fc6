import { graphql } from '../../../gql';

export const UserServiceLineFields = graphql(`
  fragment UserServiceLineFields on UserServiceLine {
    id
    userId
    serviceLineId
    serviceLine {
      id
      name
    }
    hourlyRate
    startDate
    status
  }
`);

export const UserServiceLineOptionsQuery = graphql(`
  query UserServiceLineOptions {
    options: allServiceLines {
      id
      name
    }
  }
`);

/** The owned resource's documents (list, one, create, update, remove), in the shape the kit reads. */
export const userServiceLineDocuments = {
  list: graphql(`
    query UserServiceLineList($userId: ID!, $page: PageInput) {
      page: userServiceLines(userId: $userId, page: $page) {
        pageInfo {
          ...PageInfoFields
        }
        nodes {
          ...UserServiceLineFields
        }
      }
    }
  `),
  one: graphql(`
    query UserServiceLineRecord($id: ID!) {
      record: userServiceLine(id: $id) {
        ...UserServiceLineFields
      }
    }
  `),
  create: graphql(`
    mutation CreateUserServiceLine($input: UserServiceLineInput!) {
      saved: createUserServiceLine(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation UpdateUserServiceLine($id: ID!, $input: UserServiceLineInput!) {
      saved: updateUserServiceLine(id: $id, input: $input) {
        id
      }
    }
  `),
  remove: graphql(`
    mutation DeleteUserServiceLine($id: ID!, $redirectTo: String) {
      result: deleteUserServiceLine(id: $id, redirectTo: $redirectTo) {
        ok
        message
      }
    }
  `),
};
