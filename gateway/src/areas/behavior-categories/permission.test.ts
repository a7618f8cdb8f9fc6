// Behaviour categories sit behind 'behavior-list'.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

it("is the office administrator's and not the therapist's", async () => {
  const office = await stack.signIn('Office administrator');
  const therapist = await stack.signIn('Therapist');
  for (const query of ['{ behaviorCategories { pageInfo { total } } }', '{ deletedBehaviorCategories { pageInfo { total } } }']) {
    expect((await stack.gql(query, {}, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stack.gql(query, {}, office)).errors).toBeUndefined();
  }
});
