import { graphql } from '../../gql';

export const UserAvailabilityQuery = graphql(`
  query UserAvailability($userId: ID!) {
    week: userAvailability(userId: $userId) {
      id
      dayOfWeek
      startTime
      endTime
      location
    }
  }
`);

export const SaveUserAvailabilityMutation = graphql(`
  mutation SaveUserAvailability($userId: ID!, $slots: [UserAvailabilitySlotInput!]!) {
    week: saveUserAvailability(userId: $userId, slots: $slots) {
      id
      dayOfWeek
      startTime
      endTime
      location
    }
  }
`);

export const CheckUserAvailabilityQuery = graphql(`
  query CheckUserAvailability($userId: ID!, $date: Date!, $startTime: String!, $endTime: String!) {
    check: checkUserAvailability(userId: $userId, date: $date, startTime: $startTime, endTime: $endTime) {
      date
      startTime
      endTime
      dayOfWeek
      available
      reason
      slots {
        id
        startTime
        endTime
        location
      }
    }
  }
`);
