// A person's service lines with the hourly rate paid in each, as a resource owned by the person: the list, add and
// edit pages. Staff members and parents have the same pages at their own addresses, from this one declaration.
import { dateCol, defineResource, derived, fields, lookup, moneyCol, statusCol, type ResourceOwner } from '../../../kit';
import type { UserServiceLineFieldsFragment, UserServiceLineInput } from '../../../gql/graphql';
import { UserServiceLineOptionsQuery, userServiceLineDocuments } from './operations';

export interface ServiceLinePages {
  /** Whose service lines: 'staff' gives /staff-service-line/:user_id and its add and edit pages. */
  slug: 'staff' | 'parent';
  owner: ResourceOwner<{ userId: string }, UserServiceLineInput>;
  /** Whether the person is paid in their service lines (staff are, parents are not): the hourly rate is shown. */
  paid: boolean;
}

export function serviceLineScreens({ slug, owner, paid }: ServiceLinePages) {
  return defineResource({
    singular: 'Service Line',
    plural: 'Service Lines',
    paths: {
      list: `/${slug}-service-line/:user_id`,
      add: `/add-${slug}-service-line/:user_id`,
      edit: (id) => `/edit-${slug}-service-line/${id}/:user_id`,
    },
    idParam: 'user_service_line_id',
    owner,
    documents: userServiceLineDocuments,
    columns: [
      derived<UserServiceLineFieldsFragment>('serviceLine', 'Service line', (row) => row.serviceLine?.name, { flex: 2 }),
      ...(paid ? [moneyCol<UserServiceLineFieldsFragment>('hourlyRate', 'Hourly rate')] : []),
      dateCol('startDate', 'Since'),
      statusCol(),
    ],
    rowName: (row) => row.serviceLine?.name ?? 'service line',
    fields: fields<UserServiceLineInput>(
      {
        name: 'serviceLineId',
        label: 'Service line',
        kind: 'select',
        required: true,
        options: lookup(UserServiceLineOptionsQuery, (line) => line.name),
      },
      ...(paid
        ? fields<UserServiceLineInput>({
            name: 'hourlyRate',
            label: 'Hourly rate ($)',
            kind: 'decimal',
            min: 0.01,
            helper: 'What the person is paid per hour in this service line.',
          })
        : []),
      { name: 'startDate', label: 'Since', kind: 'date' },
      { name: 'status', label: 'Active', kind: 'status' },
    ),
  });
}
