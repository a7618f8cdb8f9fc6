import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { groupTemplateLessonDocuments } from './operations.generated';

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
