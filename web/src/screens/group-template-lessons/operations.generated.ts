// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const GroupTemplateLessonFields = graphql(`
  fragment GroupTemplateLessonFields on GroupTemplateLesson {
    id
    name
    objective
    durationMinutes
    description
    status
  }
`);

export const groupTemplateLessonDocuments = {
  list: graphql(`
    query GroupTemplateLessonList($page: PageInput, $filter: GroupTemplateLessonFilter) {
      page: groupTemplateLessons(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...GroupTemplateLessonFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedGroupTemplateLessonList($page: PageInput) {
      page: deletedGroupTemplateLessons(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...GroupTemplateLessonFields }
      }
    }
  `),
  one: graphql(`
    query GroupTemplateLessonRecord($id: ID!) {
      record: groupTemplateLesson(id: $id) { ...GroupTemplateLessonFields }
    }
  `),
  create: graphql(`
    mutation CreateGroupTemplateLesson($input: GroupTemplateLessonInput!) {
      saved: createGroupTemplateLesson(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateGroupTemplateLesson($id: ID!, $input: GroupTemplateLessonInput!) {
      saved: updateGroupTemplateLesson(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteGroupTemplateLesson($id: ID!, $redirectTo: String) {
      result: deleteGroupTemplateLesson(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreGroupTemplateLesson($ids: [ID!]!) {
      result: restoreGroupTemplateLesson(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeGroupTemplateLesson($ids: [ID!]!) {
      result: permanentlyDeleteGroupTemplateLesson(ids: $ids) { ok message }
    }
  `),
};
