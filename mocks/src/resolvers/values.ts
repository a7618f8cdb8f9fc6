// Believable scalar values, chosen by the field's name (and the choices its description lists: "Approved, Pending or
// Denied."): people's names, emails, phone numbers, addresses, calendar dates (YYYY-MM-DD), ICD-10 and billing
// codes, USD amounts. Each is drawn from the faker of its own place.
import type { Faker } from '@faker-js/faker';
import { shiftDays } from '../kit/dates.js';

export interface ValuePlace {
  faker: Faker;
  /** The object type and field the value is for. */
  type: string;
  field: string;
  description: string | undefined;
  today: string;
  /** Another field of the same record (its own value or its mock). */
  sibling(name: string): unknown;
}

type Rule = [RegExp, (place: ValuePlace) => unknown];

const day = (instant: Date): string => instant.toISOString().slice(0, 10);
const personTypes = /User|Staff|Student|Parent|Contact|Guardian|Therapist|Physician|Employee|Member|Profile|Session|Me$/;
const organisationTypes = /Agency|Funder|Organization|School|Company|Vendor|Location|Clinic/;
const icd10 = ['F84.0', 'F84.5', 'F90.2', 'F80.2', 'F88', 'F81.9'];
const billingCodes = ['97151', '97152', '97153', '97154', '97155', '97156', '97157', '97158'];
const languages = ['English', 'Spanish', 'Vietnamese', 'Mandarin', 'Arabic'];
const grades = ['Pre-K', 'Kindergarten', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];

// Words of a practice's own lists (programs, categories, labels), for names and titles nothing better describes.
const practiceWords = [
  'Intake',
  'Session',
  'Behavior',
  'Reading',
  'Social',
  'Skills',
  'Program',
  'Assessment',
  'Review',
  'Parent',
  'Training',
  'Progress',
  'Daily',
  'Communication',
  'Motor',
  'Play',
  'Clinic',
  'Home',
  'School',
  'Summary',
  'Plan',
  'Care',
  'Transition',
  'Language',
  'Self-Help',
  'Safety',
  'Toileting',
  'Feeding',
  'Group',
  'Supervision',
];

// Sentences of a practice's notes and descriptions.
const practiceSentences = [
  'Parent reported steady progress at home this week.',
  'Reviewed the behavior plan with the supervising BCBA.',
  'Session started 15 minutes late; the missed time was made up.',
  'Client met the mastery criterion on two targets.',
  'Follow up with the funder about the renewal.',
  'Generalization probes scheduled for the school setting.',
  'Prompting faded from partial physical to gestural.',
  'Parent training covered the token economy.',
  'Used during intake and the initial assessment.',
  'Counts toward the weekly supervision hours.',
  'Transition from preferred activities remains difficult.',
  'Documents to be signed before the next session.',
];

function practiceTitle(faker: Faker): string {
  return faker.helpers.arrayElements(practiceWords, 2).join(' ');
}

/** "Approved, Pending or Denied." → the three; "1 active, 0 inactive." → 1 and 0. */
export function choicesOf(description: string | undefined): string[] | undefined {
  if (!description) return undefined;
  const first = description.split(/[.:;(]/)[0]?.trim() ?? '';
  const words = first.match(/^([A-Z][\w-]*(?: [A-Z][\w-]*)?)((?:, [A-Z][\w-]*(?: [A-Z][\w-]*)?)*),? or ([A-Z][\w-]*(?: [A-Z][\w-]*)?)$/);
  if (words) return [words[1]!, ...(words[2] ? words[2].split(', ').filter(Boolean) : []), words[3]!];
  const numbers = [...first.matchAll(/(?:^|, )(\d+) [a-z]/g)].map((m) => m[1]!);
  return numbers.length > 1 ? numbers : undefined;
}

function personName(place: ValuePlace): string {
  const first = place.sibling('firstName');
  const last = place.sibling('lastName');
  if (typeof first === 'string' && typeof last === 'string') return `${first} ${last}`;
  return place.faker.person.fullName();
}

function emailOf(place: ValuePlace): string {
  const first = place.sibling('firstName');
  const last = place.sibling('lastName');
  const full = place.sibling('name');
  const name =
    typeof first === 'string' && typeof last === 'string'
      ? `${first}.${last}`
      : typeof full === 'string' && personTypes.test(place.type)
        ? full.replace(/ /g, '.')
        : place.faker.person.firstName();
  return `${name.toLowerCase().replace(/[^a-z.]/g, '')}@practice.test`;
}

const stringRules: Rule[] = [
  [/^(email|.*Email)$/, emailOf],
  [/^(firstName|.*FirstName)$/, ({ faker }) => faker.person.firstName()],
  [/^(lastName|.*LastName)$/, ({ faker }) => faker.person.lastName()],
  [/^(middleName)$/, ({ faker }) => faker.person.middleName()],
  [/^preferredName$/, ({ faker }) => faker.person.firstName()],
  [
    /^(name|fullName)$/,
    (place) => {
      if (personTypes.test(place.type)) return personName(place);
      if (organisationTypes.test(place.type)) return place.faker.company.name();
      return practiceTitle(place.faker);
    },
  ],
  [
    /(Name|By)$/,
    (place) => {
      if (/(file|form|program|target|behavior|category|workflow|template|school|funder)Name$/i.test(place.field)) {
        return /funder|school/i.test(place.field) ? place.faker.company.name() : practiceTitle(place.faker);
      }
      return place.faker.person.fullName();
    },
  ],
  [/(phone|Phone|fax|Fax)$/, ({ faker }) => faker.phone.number({ style: 'national' })],
  [/^(address|street|address1)$/, ({ faker }) => faker.location.streetAddress()],
  [/^city$/, ({ faker }) => faker.location.city()],
  [/^state$/, ({ faker }) => faker.location.state({ abbreviated: true })],
  [/^(zip|zipCode|postalCode)$/, ({ faker }) => faker.location.zipCode('#####')],
  [/^(icdCode|diagnosisCode)$/, ({ faker }) => faker.helpers.arrayElement(icd10)],
  [/^(hcode|cptCode|billingCode)$/, ({ faker }) => faker.helpers.arrayElement(billingCodes)],
  [/^clientCode$/, ({ faker }) => `STU-${faker.string.numeric(5)}`],
  [/^npi$/, ({ faker }) => faker.string.numeric(10)],
  [/(Number|Id)$/, ({ faker }) => faker.string.alphanumeric({ length: 9, casing: 'upper' })],
  [
    /^code$/,
    ({ faker, type }) => {
      if (/Billing|Procedure/.test(type)) return faker.helpers.arrayElement(billingCodes);
      if (/Diagnos/.test(type)) return faker.helpers.arrayElement(icd10);
      return faker.string.alpha({ length: 3, casing: 'upper' });
    },
  ],
  [/^(abbreviation|modifier)$/, ({ faker }) => faker.string.alpha({ length: 3, casing: 'upper' })],
  [/(url|Url|Path|website)$/, ({ faker, field }) => `https://files.practice.test/${field}/${faker.string.alphanumeric(10)}`],
  [/^fileName$/, ({ faker }) => `${faker.word.noun()}-${faker.string.numeric(4)}.pdf`],
  [/^mimeType$/, () => 'application/pdf'],
  [/(token|Token|key|Key)$/, ({ faker }) => faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' })],
  [/^color$/, ({ faker }) => faker.color.rgb()],
  [
    /(Time|^time)$/,
    ({ faker }) => `${String(faker.number.int({ min: 8, max: 17 })).padStart(2, '0')}:${faker.helpers.arrayElement(['00', '15', '30', '45'])}`,
  ],
  [/^gender$/, ({ faker }) => faker.helpers.arrayElement(['Male', 'Female', 'Non-binary'])],
  [/^(primaryLanguage|language)$/, ({ faker }) => faker.helpers.arrayElement(languages)],
  [/^grade$/, ({ faker }) => faker.helpers.arrayElement(grades)],
  [/^(relationship|policyHolderRelationship)$/, ({ faker }) => faker.helpers.arrayElement(['Mother', 'Father', 'Guardian', 'Grandparent'])],
  [/^(title|staffTitle|role)$/, ({ faker }) => faker.helpers.arrayElement(['BCBA', 'RBT', 'Clinical Director', 'Office Manager'])],
  // The signed-in person of a mocked practice is its office administrator, who may open every screen.
  [
    /^userType$/,
    ({ faker, type }) =>
      /^(Session|CurrentUser)$/.test(type) ? 'Office Administrator' : faker.helpers.arrayElement(['Office Administrator', 'Therapist', 'Parent']),
  ],
  [/^version$/, () => '1.2.0'],
  [/TimeZone$/, () => 'America/New_York'],
  [
    /(notes|Note|note|description|message|comment|reason|definition|helpText|objective|goal)$/i,
    ({ faker }) => faker.helpers.arrayElement(practiceSentences),
  ],
];

function stringValue(place: ValuePlace): string {
  const choices = choicesOf(place.description);
  if (choices && !/^\d+$/.test(choices[0]!)) return place.faker.helpers.arrayElement(choices);
  const rule = stringRules.find(([pattern]) => pattern.test(place.field));
  if (rule) return String(rule[1](place));
  if (/^status$/.test(place.field)) return place.faker.helpers.arrayElement(['Active', 'Active', 'Active', 'Inactive']);
  return practiceTitle(place.faker);
}

function dateValue(place: ValuePlace): string {
  const { faker, field, today } = place;
  if (/^(dob|dateOfBirth|birthDate)$/.test(field)) return day(faker.date.birthdate({ mode: 'age', min: 3, max: 17, refDate: `${today}T12:00:00Z` }));
  if (/^(endDate|terminationDate)$/.test(field)) {
    const start = place.sibling(field === 'endDate' ? 'startDate' : 'effectiveDate');
    if (typeof start === 'string') return shiftDays(start, faker.helpers.arrayElement([90, 180, 365]) - 1);
  }
  if (/^(startDate|hireDate|intakeDate|effectiveDate|effectiveFrom|issuedOn|diagnosedOn)$/.test(field)) {
    return shiftDays(today, -faker.number.int({ min: 30, max: 400 }));
  }
  if (/^(dueDate|expiresOn|targetDate)$/.test(field)) return shiftDays(today, faker.number.int({ min: -10, max: 120 }));
  return shiftDays(today, faker.number.int({ min: -120, max: 30 }));
}

function intValue(place: ValuePlace): number {
  const { faker, field } = place;
  const choices = choicesOf(place.description);
  if (choices && /^\d+$/.test(choices[0]!))
    return Number(faker.helpers.weightedArrayElement(choices.map((value, i) => ({ value, weight: i === 0 ? 3 : 1 }))));
  if (/^status$/.test(field))
    return faker.helpers.weightedArrayElement([
      { value: 1, weight: 3 },
      { value: 0, weight: 1 },
    ]);
  if (/Cents$/.test(field)) return faker.number.int({ min: 2_000, max: 250_000 });
  if (/^(unitMinutes)$/.test(field)) return 15;
  if (/^totalUnits$/.test(field)) return faker.helpers.arrayElement([120, 240, 480, 960]);
  if (/^unitsUsed$/.test(field)) {
    const total = place.sibling('totalUnits');
    return typeof total === 'number' ? Math.floor(total * faker.number.float({ min: 0, max: 0.8 })) : faker.number.int(200);
  }
  if (/Minutes$/.test(field)) return faker.helpers.arrayElement([30, 45, 60, 90, 120]);
  if (/Seconds$/.test(field)) return faker.number.int({ min: 30, max: 3_600 });
  if (/^dayOfWeek$/.test(field)) return faker.number.int({ min: 0, max: 6 });
  if (/^(month|dobMonth)$/.test(field)) return faker.number.int({ min: 1, max: 12 });
  if (/(year|Year)$/.test(field)) return faker.number.int({ min: 2015, max: 2026 });
  if (/^(percentage|progress|percent\w*)$/.test(field)) return faker.number.int(100);
  if (/^(size)$/.test(field)) return faker.number.int({ min: 20_000, max: 2_000_000 });
  return faker.number.int({ min: 1, max: 40 });
}

function floatValue(place: ValuePlace): number {
  const { faker, field } = place;
  if (/(rate|Rate|price|Price|amount|Amount|copay|cost|fee|pay|Pay|balance|total)$/.test(field)) {
    return faker.number.float({ min: 15, max: 150, fractionDigits: 2 });
  }
  if (/(hours|Hours)$/.test(field)) return faker.number.float({ min: 1, max: 40, multipleOf: 0.25 });
  if (/^(score|maxScore|percentCorrect)$/.test(field)) return faker.number.int(100);
  return faker.number.float({ min: 0, max: 100, fractionDigits: 1 });
}

function booleanValue(place: ValuePlace): boolean {
  if (/^(ok|active|available|canSubmit|current)$/.test(place.field)) return true;
  return place.faker.datatype.boolean({ probability: 0.3 });
}

export function scalarValue(scalar: string, place: ValuePlace): unknown {
  switch (scalar) {
    case 'String':
      return stringValue(place);
    case 'Int':
      return intValue(place);
    case 'Float':
      return floatValue(place);
    case 'Boolean':
      return booleanValue(place);
    case 'Date':
      return dateValue(place);
    case 'DateTime':
      return place.faker.date.recent({ days: 400, refDate: `${place.today}T12:00:00Z` }).toISOString();
    case 'JSON':
      return {};
    case 'Upload':
      return null;
    case 'ID':
      return String(place.faker.number.int({ min: 1, max: 9_999 }));
    default:
      return place.faker.word.sample();
  }
}
