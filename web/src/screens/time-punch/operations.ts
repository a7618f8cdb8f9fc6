import { graphql } from '../../gql';

export const TimePunchStatusFields = graphql(`
  fragment TimePunchStatusFields on TimePunchStatus {
    userId
    state
    externalId
    badgeNumber
    syncedAt
    lastError
  }
`);

export const TimePunchSyncFields = graphql(`
  fragment TimePunchSyncFields on TimePunchSync {
    sessionId
    total
    done
    failed
    finished
    failures {
      userId
      name
      reason
    }
  }
`);

export const TimePunchSyncProgressQuery = graphql(`
  query TimePunchSyncProgress($sessionId: ID!) {
    sync: timePunchSyncProgress(sessionId: $sessionId) {
      ...TimePunchSyncFields
    }
  }
`);

export const StartTimePunchSyncMutation = graphql(`
  mutation StartTimePunchSync {
    sync: startTimePunchSync {
      ...TimePunchSyncFields
    }
  }
`);

export const RetryTimePunchSyncMutation = graphql(`
  mutation RetryTimePunchSync($sessionId: ID!) {
    sync: retryTimePunchSync(sessionId: $sessionId) {
      ...TimePunchSyncFields
    }
  }
`);

export const PunchHistoryQuery = graphql(`
  query PunchHistory($userId: ID!) {
    history: punchHistory(userId: $userId) {
      userId
      name
      totalHours
      status {
        ...TimePunchStatusFields
      }
      days {
        date
        hours
        punches {
          id
          clockIn
          clockOut
          hours
        }
      }
    }
  }
`);

export const AddTimePunchPersonMutation = graphql(`
  mutation AddTimePunchPerson($userId: ID!) {
    status: addTimePunchPerson(userId: $userId) {
      ...TimePunchStatusFields
    }
  }
`);

export const RemoveTimePunchPersonMutation = graphql(`
  mutation RemoveTimePunchPerson($userId: ID!) {
    result: removeTimePunchPerson(userId: $userId) {
      ok
      message
    }
  }
`);
