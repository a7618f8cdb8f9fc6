// A school as the owner of its contacts and holidays: the `:school_id` of their pages, sent as the list's filter and
// the form's `schoolId`, every page headed by what it shows of which school.
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import type { ResourceOwner } from '../../kit/resourceOwner';
import { SchoolName } from './principalOperations';
import '../../kit/kit.css';

export function SchoolHeading({ schoolId, what }: { schoolId: string | undefined; what: string }) {
  const { data } = useQuery(SchoolName, { variables: { id: schoolId ?? '' }, skip: !schoolId });
  return <p className="kit-muted">{data ? `${what} of ${data.school.name}.` : '\u00a0'}</p>;
}

/** The school owning a resource, its pages headed "<what> of <school>.". */
export function schoolOwner(what: string): ResourceOwner<{ filter: { schoolId: string } }, { schoolId: string }> {
  function SchoolFrame({ ownerId, children }: { ownerId: string | undefined; children: ReactNode }) {
    return (
      <div className="kit-page">
        <SchoolHeading schoolId={ownerId} what={what} />
        {children}
      </div>
    );
  }
  return {
    param: 'school_id',
    variables: (schoolId) => ({ filter: { schoolId } }),
    input: (schoolId) => ({ schoolId }),
    Frame: SchoolFrame,
    home: '/school',
  };
}
