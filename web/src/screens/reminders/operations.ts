import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { reminderDocuments } from './operations.generated';

export const ReminderFields = graphql(`
  fragment ReminderFields on Reminder {
    id
    title
    message
    recipientType
    channel
    frequency
    startDate
    sendTime
    lastRunAt
    runCount
    status
  }
`);
