// @fromQuery declarations are checked when the schema is built: a section cannot drift from the field it stands for.
import { loadTypeDefs } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from './build.js';

const withSection = (section: string) => [
  ...loadTypeDefs(),
  `type Probe { ${section} }
   extend type Query { probe: Probe }`,
];

describe('@fromQuery', () => {
  it('builds a section with the same arguments and a nullable type', () => {
    expect(() => buildGatewaySchema(withSection('students(page: PageInput, filter: StudentFilter): StudentPage @fromQuery'))).not.toThrow();
  });

  it('refuses a section whose arguments differ', () => {
    expect(() => buildGatewaySchema(withSection('students(page: PageInput): StudentPage @fromQuery'))).toThrow(
      'Probe.students takes (page: PageInput) where Query.students takes (page: PageInput, filter: StudentFilter)',
    );
  });

  it('refuses a section of another type, or with no Query field of its name', () => {
    expect(() => buildGatewaySchema(withSection('students(page: PageInput, filter: StudentFilter): StaffMemberPage @fromQuery'))).toThrow(
      'Probe.students is StaffMemberPage where Query.students is StudentPage!',
    );
    expect(() => buildGatewaySchema(withSection('pupils: StudentPage @fromQuery'))).toThrow('Query has no field pupils');
  });
});
