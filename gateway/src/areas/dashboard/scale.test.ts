// The dashboard's cards of what needs attention answer what they show, not what the practice holds: in a practice
// ten times larger (STANDIN_SCALE 10) they count ten times as many authorizations and staff, and answer the same
// number of rows in about the same bytes, looking up only those rows' students.
import { describe, expect, it } from 'vitest';
import { scaledStacks } from '../../test/scaled-stacks.js';

const attentionCards = `query AttentionCards($first: Int!) {
  authorizationsNeedingAttention(first: $first) {
    ending { days total rows { id endDate student { id name } } }
    lowUnits { total rows { id unitsRemaining student { id name } } }
  }
  staffCredentialsNeedingAttention(first: $first) { activeStaff total rows { id name credentialAlert { label } } }
}`;

interface Cards {
  authorizationsNeedingAttention: { ending: { days: number; total: number; rows: unknown[] }[]; lowUnits: { total: number; rows: unknown[] } };
  staffCredentialsNeedingAttention: { activeStaff: number; total: number; rows: unknown[] };
}

const stacks = scaledStacks([1, 10]);

async function cardsOf(scale: number): Promise<{ cards: Cards; bytes: number; studentLists: number }> {
  const { stack, token } = stacks.get(scale)!;
  stack.standIn.calls.reset();
  const cards = await stack.data<Cards>(attentionCards, { first: 8 }, token);
  return { cards, bytes: JSON.stringify(cards).length, studentLists: stack.standIn.calls.count({ path: 'client-list' }) };
}

const counts = (answer: Cards) => ({
  ending: answer.authorizationsNeedingAttention.ending.map((group) => group.total),
  lowUnits: answer.authorizationsNeedingAttention.lowUnits.total,
  activeStaff: answer.staffCredentialsNeedingAttention.activeStaff,
  credentials: answer.staffCredentialsNeedingAttention.total,
});

const rowCounts = (answer: Cards) => [
  ...answer.authorizationsNeedingAttention.ending.map((group) => group.rows.length),
  answer.authorizationsNeedingAttention.lowUnits.rows.length,
  answer.staffCredentialsNeedingAttention.rows.length,
];

describe("a practice ten times larger's dashboard cards", () => {
  it('count ten times as many and answer the same rows in about the same bytes', async () => {
    const [small, large] = [await cardsOf(1), await cardsOf(10)];
    const [few, many] = [counts(small.cards), counts(large.cards)];
    expect(few.lowUnits).toBeGreaterThan(8);
    expect(many).toEqual({
      ending: few.ending.map((total) => 10 * total),
      lowUnits: 10 * few.lowUnits,
      activeStaff: 10 * few.activeStaff,
      credentials: 10 * few.credentials,
    });
    expect(rowCounts(large.cards)).toEqual(rowCounts(small.cards));
    expect(large.bytes).toBeLessThanOrEqual(1.3 * small.bytes);
    // The rows' students are looked up one by one, never through the practice's whole student list.
    expect([small.studentLists, large.studentLists]).toEqual([0, 0]);
  });
});
