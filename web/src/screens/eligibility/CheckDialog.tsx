// A new coverage check: the student (their primary active funder is checked; a student with no funder is refused
// beside the field) and the service type asked about, one of those assigned under Leta constants.
import { FormDialog, fields, lookup, type OptionSource } from '../../kit';
import type { EligibilityCheckInput, LetaServiceTypesQuery as ServiceTypesData } from '../../gql/graphql';
import { EligibilityStudentOptions, LetaServiceTypesQuery, StoreEligibilityCheckMutation } from './operations';

const assignedServiceTypes: OptionSource = {
  document: LetaServiceTypesQuery,
  toOptions: (data) =>
    ((data as ServiceTypesData | undefined)?.options ?? [])
      .filter((type) => type.assigned)
      .map((type) => ({ value: type.code, label: `${type.code} – ${type.name}` })),
};

const checkFields = fields<EligibilityCheckInput>(
  {
    name: 'studentId',
    label: 'Student',
    kind: 'select',
    required: true,
    options: lookup(EligibilityStudentOptions, (student) => `${student.lastName}, ${student.firstName}`),
    helper: "The student's primary active funder is checked.",
  },
  {
    name: 'serviceTypeCode',
    label: 'Service type',
    kind: 'select',
    options: assignedServiceTypes,
    helper: 'The first assigned service type when none is chosen.',
  },
);

export function CheckDialog({ isOpen, onClose }: { isOpen: boolean; onClose: (saved: boolean) => void }) {
  return <FormDialog isOpen={isOpen} onClose={onClose} singular="Eligibility check" fields={checkFields} create={StoreEligibilityCheckMutation} />;
}
