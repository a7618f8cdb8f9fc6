// The graph calls of the practice API's catalogue, each declared by a field of the schema with its method and path.
// A call listed here and missing from the schema fails, named; the stand-in answering each declared path is checked
// by the coverage test beside this one.
import { describe, expect, it } from 'vitest';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

const graphs: Call[] = [
  'GET graph/filter',
  'GET student-behavior-graph-abc',
  'GET student-behavior-graph',
  'GET student-skill-graph',
  'GET skill-technical-indicators',
  'GET graph/import-behaviour-graph-list',
  'POST graph/import-behaviour-graph',
  'POST student-program-graph',
  'POST student-program-progress',
  'POST student-program-progress-view',
  'DELETE student-program-progress/{}',
];

describe('the graph calls of the catalogue', () => {
  it('the schema declares every graph call', () => {
    const declared = declaredCalls();
    expect(graphs.filter((call) => !declared.has(call))).toEqual([]);
  });
});
