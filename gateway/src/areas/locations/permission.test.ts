// Locations sit behind 'location-list'; the all-locations lookup serves every signed-in user.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

it("keeps the list the office administrator's and the lookup everyone's", async () => {
  const office = await stack.signIn('Office administrator');
  const therapist = await stack.signIn('Therapist');
  const list = '{ locations(page: { perPage: 100 }) { pageInfo { total } } }';
  expect((await stack.gql(list, {}, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const listed = await stack.gql<{ locations: { pageInfo: { total: number } } }>(list, {}, office);
  const lookup = await stack.gql<{ allLocations: { id: string; name: string }[] }>('{ allLocations { id name } }', {}, therapist);
  expect(lookup.errors).toBeUndefined();
  expect(lookup.data!.allLocations).toHaveLength(listed.data!.locations.pageInfo.total);
  expect((await stack.gql('{ allLocations { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
