import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createMockedSchema, scalarMocks } from './index.js';

const meQuery = /* GraphQL */ `
  query {
    me {
      id
      name
      email
      userType
      isSuperAdmin
      permissions {
        label
        subLabel
        method
      }
    }
  }
`;

describe('createMockedSchema', () => {
  it('answers a query of the real schema with mocks', async () => {
    const result = await graphql({ schema: createMockedSchema(), source: meQuery });
    expect(result.errors).toBeUndefined();
    const me = (result.data as { me: Record<string, unknown> }).me;
    expect(typeof me.id).toBe('string');
    expect(typeof me.name).toBe('string');
    expect(Array.isArray(me.permissions)).toBe(true);
  });

  it('lets the given resolvers win and fills what they leave out', async () => {
    const schema = createMockedSchema({
      Query: { me: () => ({ name: 'Dana Whitfield', userType: 'Office Administrator', isSuperAdmin: false }) },
    });
    const result = await graphql({ schema, source: meQuery });
    expect(result.errors).toBeUndefined();
    const me = (result.data as { me: Record<string, unknown> }).me;
    expect(me).toMatchObject({ name: 'Dana Whitfield', userType: 'Office Administrator', isSuperAdmin: false });
    expect(typeof me.email).toBe('string');
  });

  it('mocks mutations and lets a resolver reject them', async () => {
    const schema = createMockedSchema({
      Mutation: {
        login: (_root: unknown, args: { email: string }) => {
          if (args.email !== 'office@practice.test') throw new Error('These credentials do not match our records.');
          return { token: 'token-1', email: args.email };
        },
      },
    });
    const source = `mutation ($email: String!) { login(email: $email, password: "x") { token email userType } }`;
    const good = await graphql({ schema, source, variableValues: { email: 'office@practice.test' } });
    expect(good.data).toMatchObject({ login: { token: 'token-1', email: 'office@practice.test' } });
    const bad = await graphql({ schema, source, variableValues: { email: 'x@y.test' } });
    expect(bad.errors?.[0]?.message).toBe('These credentials do not match our records.');
  });

  it('mocks the custom scalars in their formats', () => {
    expect(scalarMocks.Date()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dateTime = scalarMocks.DateTime();
    expect(new Date(dateTime).toISOString()).toBe(dateTime);
    expect(scalarMocks.JSON()).toEqual({});
  });
});
