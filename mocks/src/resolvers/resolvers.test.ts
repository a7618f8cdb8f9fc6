import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createMockedSchema, executeMocked } from './index.js';

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

  it('mocks the custom scalars in their formats', async () => {
    const { data, errors } = await executeMocked<{ student: Record<string, unknown> }>('{ student(id: 3) { dob intakeDate createdAt } }');
    expect(errors).toBeUndefined();
    expect(data?.student.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data?.student.intakeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const createdAt = String(data?.student.createdAt);
    expect(new Date(createdAt).toISOString()).toBe(createdAt);
  });

  it('completes an object a resolver returns as the record it names', async () => {
    const schema = createMockedSchema({ Query: { student: () => ({ id: '5', firstName: 'Ada' }) } });
    const result = await graphql({ schema, source: '{ student(id: 1) { id firstName lastName } other: student(id: 5) { lastName } }' });
    const { student, other } = result.data as { student: Record<string, unknown>; other: Record<string, unknown> };
    expect(student).toMatchObject({ id: '5', firstName: 'Ada' });
    expect(student.lastName).toBe(other.lastName);
  });

  it('waits for a resolver that answers later', async () => {
    const schema = createMockedSchema({ Query: { me: async () => ({ name: 'Late Answer' }) } });
    const result = await graphql({ schema, source: '{ me { name email } }' });
    expect(result.data).toMatchObject({ me: { name: 'Late Answer' } });
  });
});
