// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

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

export const reminderDocuments = {
  list: graphql(`
    query ReminderList($page: PageInput, $filter: ReminderFilter) {
      page: reminders(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ReminderFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedReminderList($page: PageInput) {
      page: deletedReminders(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...ReminderFields }
      }
    }
  `),
  one: graphql(`
    query ReminderRecord($id: ID!) {
      record: reminder(id: $id) { ...ReminderFields }
    }
  `),
  create: graphql(`
    mutation CreateReminder($input: ReminderInput!) {
      saved: createReminder(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateReminder($id: ID!, $input: ReminderInput!) {
      saved: updateReminder(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteReminder($id: ID!, $redirectTo: String) {
      result: deleteReminder(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreReminder($ids: [ID!]!) {
      result: restoreReminder(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeReminder($ids: [ID!]!) {
      result: permanentlyDeleteReminder(ids: $ids) { ok message }
    }
  `),
};
