import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryVault } from '../outbox/memoryVault';
import { createDayLink } from './dayLink';
import { keptAnswerKey } from './keptDay';

// Named as the screens' own operations, which the day link keeps; parsed here, so that the client's codegen does not
// take them for two more operations of those names.
const SkillTargets: TypedDocumentNode<{ targets: { id: string; name: string }[] }, { studentId: string }> = parse(`
  query SkillTargets($studentId: ID!) {
    targets: studentTargets(studentId: $studentId) {
      id
      name
    }
  }
`);
const StudentList = parse(`
  query StudentList {
    students {
      id
    }
  }
`);

const kept = { targets: [{ __typename: 'StudentTarget', id: '5', name: 'Matching colours' }] };

/** A client whose gateway answers as `gateway` says, over the day link and the given vault. */
function clientWith(vault: MemoryVault, gateway: 'unreachable' | 'answers' | 'refuses') {
  const terminating = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((observer) => {
        if (gateway === 'unreachable') observer.error(new TypeError('Failed to fetch'));
        else if (gateway === 'refuses') observer.next({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
        else observer.next({ data: { targets: [{ __typename: 'StudentTarget', id: '6', name: 'Fresh from the API' }] } });
        observer.complete();
      }),
  );
  return new ApolloClient({ link: ApolloLink.from([createDayLink(() => vault), terminating]), cache: new InMemoryCache() });
}

async function vaultWithDay(): Promise<MemoryVault> {
  const vault = new MemoryVault();
  await vault.put('day', keptAnswerKey('SkillTargets', { studentId: '12' }), kept);
  return vault;
}

describe('the day link', () => {
  it('answers a kept operation from the vault when the gateway cannot be reached, for exactly the kept variables', async () => {
    const client = clientWith(await vaultWithDay(), 'unreachable');
    const answer = await client.query({ query: SkillTargets, variables: { studentId: '12' }, fetchPolicy: 'no-cache' });
    expect(answer.data).toEqual(kept);
    await expect(client.query({ query: SkillTargets, variables: { studentId: '13' }, fetchPolicy: 'no-cache' })).rejects.toThrow('Failed to fetch');
  });

  it('leaves online answers, refusals and operations it does not keep as they are', async () => {
    const vault = await vaultWithDay();
    await vault.put('day', keptAnswerKey('StudentList', {}), { students: [] });
    const online = await clientWith(vault, 'answers').query({ query: SkillTargets, variables: { studentId: '12' }, fetchPolicy: 'no-cache' });
    expect(online.data?.targets[0]?.name).toBe('Fresh from the API');
    await expect(
      clientWith(vault, 'refuses').query({ query: SkillTargets, variables: { studentId: '12' }, fetchPolicy: 'no-cache' }),
    ).rejects.toThrow('Not found');
    await expect(clientWith(vault, 'unreachable').query({ query: StudentList, fetchPolicy: 'no-cache' })).rejects.toThrow('Failed to fetch');
  });

  it('answers nothing while the vault is closed, nor to the keeper itself', async () => {
    const vault = await vaultWithDay();
    const client = clientWith(vault, 'unreachable');
    const ask = (context = {}) => client.query({ query: SkillTargets, variables: { studentId: '12' }, fetchPolicy: 'no-cache', context });
    await expect(ask({ keptDayBypass: true })).rejects.toThrow('Failed to fetch');
    vault.setOpen(false);
    await expect(ask()).rejects.toThrow('Failed to fetch');
  });

  it('names an answer by its variables whatever their order, an undefined field counting as absent', () => {
    expect(keptAnswerKey('AbcEntries', { studentId: '1', page: { perPage: 50, page: 1 }, filter: null })).toBe(
      keptAnswerKey('AbcEntries', { filter: null, page: { page: 1, perPage: 50 }, studentId: '1', extra: undefined }),
    );
    expect(keptAnswerKey('AbcEntries', { studentId: '1' })).not.toBe(keptAnswerKey('AbcEntries', { studentId: '2' }));
  });
});
