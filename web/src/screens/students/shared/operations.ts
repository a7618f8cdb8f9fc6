import { graphql } from '../../../gql';

export const StudentHeaderQuery = graphql(`
  query StudentHeader($id: ID!) {
    student(id: $id) {
      id
      name
      preferredName
      clientCode
      status
      dob
      agency {
        id
        name
      }
      authorizationAlerts {
        id
        authorizationNumber
        endDate
        totalUnits
        unitsRemaining
        daysUntilEnd
        endingSoon
        lowUnits
        ended
        service {
          id
          name
        }
      }
    }
  }
`);
