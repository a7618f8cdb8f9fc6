// The CMS place-of-service codes an ABA practice bills with (GET place-of-service).

export interface PlaceOfService {
  id: number;
  code: string;
  name: string;
  description: string;
}

const codes: readonly [string, string, string][] = [
  ['02', 'Telehealth Provided Other than in Patient’s Home', 'Services delivered through telecommunication, the patient not at home.'],
  ['03', 'School', 'A facility whose primary purpose is education.'],
  ['04', 'Homeless Shelter', 'A facility providing temporary housing to homeless individuals.'],
  ['10', 'Telehealth Provided in Patient’s Home', 'Services delivered through telecommunication, the patient at home.'],
  ['11', 'Office', 'The practice’s own office or clinic.'],
  ['12', 'Home', 'The patient’s private residence.'],
  ['13', 'Assisted Living Facility', 'Congregate residential facility with self-contained living units.'],
  ['14', 'Group Home', 'A residence with shared living areas and supervision.'],
  ['15', 'Mobile Unit', 'A facility that moves from place to place.'],
  ['19', 'Off Campus-Outpatient Hospital', 'An off-campus portion of a hospital.'],
  ['22', 'On Campus-Outpatient Hospital', 'An on-campus portion of a hospital.'],
  ['49', 'Independent Clinic', 'A location not part of a hospital providing outpatient services.'],
  ['53', 'Community Mental Health Center', 'A facility providing outpatient mental health services.'],
  ['54', 'Intermediate Care Facility/Individuals with Intellectual Disabilities', 'A facility for individuals with intellectual disabilities.'],
  ['71', 'Public Health Clinic', 'A facility maintained by a state or local health department.'],
  ['99', 'Other Place of Service', 'A place not identified by another code, such as a community setting.'],
];

export const placesOfService: readonly PlaceOfService[] = codes.map(([code, name, description], index) => ({
  id: index + 1,
  code,
  name,
  description,
}));
