import { graphql } from '../../gql';

export const SampleFileList = graphql(`
  query SampleFileList($page: PageInput, $filter: SampleFileFilter) {
    page: sampleFiles(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        uuid
        type
        fileName
        mimeType
        size
        updatedAt
      }
    }
  }
`);

export const SampleFileDownload = graphql(`
  query SampleFileDownload($uuid: ID!) {
    download: sampleFileDownload(uuid: $uuid) {
      url
      fileName
    }
  }
`);

export const UploadSampleFile = graphql(`
  mutation UploadSampleFile($type: SampleFileType!, $file: Upload!) {
    saved: uploadSampleFile(type: $type, file: $file) {
      id
      uuid
      type
      fileName
    }
  }
`);

export const DeleteSampleFile = graphql(`
  mutation DeleteSampleFile($uuid: ID!, $redirectTo: String) {
    result: deleteSampleFile(uuid: $uuid, redirectTo: $redirectTo) {
      ok
      message
    }
  }
`);
