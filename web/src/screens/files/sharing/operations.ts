// Sharing: a folder or file shared with staff members until an optional day, and what others shared with me.
import { graphql } from '../../../gql';

export const ShareFields = graphql(`
  fragment ShareFields on FileShare {
    staffId
    staffName
    sharedBy
    sharedAt
    expiresOn
  }
`);

export const ShareFolderTargetQuery = graphql(`
  query ShareFolderTarget($id: ID!) {
    target: folderDetails(id: $id) {
      id
      name
      path {
        id
        name
      }
      sharedWith {
        ...ShareFields
      }
    }
  }
`);

export const ShareFileTargetQuery = graphql(`
  query ShareFileTarget($id: ID!) {
    target: fileDetails(id: $id) {
      id
      name
      path {
        id
        name
      }
      sharedWith {
        ...ShareFields
      }
    }
  }
`);

export const ShareItemsMutation = graphql(`
  mutation ShareFolderItems($folderIds: [ID!], $fileIds: [ID!], $staffIds: [ID!]!, $expiresOn: Date) {
    result: shareFolderItems(input: { folderIds: $folderIds, fileIds: $fileIds }, staffIds: $staffIds, expiresOn: $expiresOn) {
      ok
      message
    }
  }
`);

export const SharedFoldersQuery = graphql(`
  query SharedFolders($page: PageInput) {
    page: sharedFolders(page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        name
        path {
          id
          name
        }
        filesCount
        childrenCount
        sharedWith {
          ...ShareFields
        }
      }
    }
  }
`);

export const SharedFilesQuery = graphql(`
  query SharedFiles($page: PageInput) {
    page: sharedFiles(page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        name
        path {
          id
          name
        }
        size
        mimeType
        url
        previewable
        sharedWith {
          ...ShareFields
        }
      }
    }
  }
`);
