// Agency locations through GraphQL: the sites of the agencies asked for, each with its agency from one lookup call.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

it('answers the locations of the agencies asked for, with the fields of a location', async () => {
  const token = await stack.signIn('Therapist');
  stack.standIn.calls.reset();
  const answer = await stack.gql<{
    agencyLocations: { agencyId: string; name: string; placeOfService: string; city: string; agency: { id: string } }[];
  }>('{ agencyLocations(agencyIds: ["1", "2"]) { agencyId name city placeOfService agency { id } } }', {}, token);
  expect(answer.errors).toBeUndefined();
  const locations = answer.data!.agencyLocations;
  expect(new Set(locations.map((location) => location.agencyId))).toEqual(new Set(['1', '2']));
  for (const location of locations) {
    expect(location.agency.id).toBe(location.agencyId);
    expect(['11', '12', '03', '99']).toContain(location.placeOfService);
    expect(location.city).toEqual(expect.any(String));
  }
  expect(
    stack.standIn.calls
      .list()
      .map((call) => call.path)
      .sort(),
  ).toEqual(['agencies/locations', 'agency-list']);
});
