// A stack for each size of practice (STANDIN_SCALE), signed in as the office administrator: for the tests that hold a
// larger practice's page to a small one's. Each starts in a hook of its own, so that each has its own time to start.
import { afterAll, beforeAll } from 'vitest';
import { startStack, type Stack } from './stack.js';

export type ScaledStacks = Map<number, { stack: Stack; token: string }>;

export function scaledStacks(scales: readonly number[]): ScaledStacks {
  const stacks: ScaledStacks = new Map();
  for (const scale of scales) {
    beforeAll(async () => {
      const stack = await startStack({}, {}, { scale });
      stacks.set(scale, { stack, token: await stack.signIn('Office administrator') });
    });
  }
  afterAll(async () => {
    for (const { stack } of stacks.values()) await stack.stop();
  });
  return stacks;
}
