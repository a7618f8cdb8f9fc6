// Which operations touch students, derived from the schema rather than listed: an operation is audited when it selects
// a field that takes a student's id (an argument studentId or studentIds, an input holding one, or the id of a field
// answering or named for students: student(id), deleteStudent(id), restoreStudent(ids)) or whose answer holds students
// (type Student, or objects carrying a studentId). The ids come from those arguments and from the answer (Student.id
// and studentId fields), worked out once per document into a plan that reads them off each result.
import {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { AuditEntry } from './record.js';

const studentType = 'Student';
// What an export answers: a file made from what is there.
const downloadType = 'Download';
const studentIdNames = new Set(['studentId', 'studentIds']);
const ownIdNames = new Set(['id', 'ids']);
// A field named for students (deleteStudent, restoreStudent, exportSelectedStudents): its own ids are students' ids.
const namedForStudents = /(^s|S)tudents?$/;
// Inputs nest (a filter inside an input): deep enough for the schema's shapes, bounded against cycles.
const maxInputDepth = 4;

/** Key paths inside one argument's value that hold students' ids. */
type IdPath = readonly string[];

interface ArgumentUse {
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
  /** Argument name to the paths within its value (empty: the value itself). */
  paths: ReadonlyMap<string, readonly IdPath[]>;
}

/** Where students' ids sit in an answer, by response key. */
interface AnswerNode {
  key: string;
  isStudentId: boolean;
  children: AnswerNode[];
}

export interface AuditPlan {
  operation: string;
  operationType: AuditEntry['operationType'];
  /** A mutation that, when it succeeds, changed something: an export (every field answers a Download) changes nothing. */
  changes: boolean;
  /** The students' ids the arguments and the answer name, each once, in the order met. */
  studentIds(variables: Record<string, unknown>, data: unknown): string[];
}

type Composite = Parameters<typeof compositeFields>[0];

function compositeFields(type: GraphQLNamedType): Record<string, GraphQLField<unknown, unknown>> {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
}

export class StudentReach {
  private readonly inputPaths = new Map<string, readonly IdPath[]>();
  private readonly carrying = new Map<string, boolean>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** The plan of an operation that touches students; undefined for one that does not. */
  planFor(document: DocumentNode, operationName: string | undefined): AuditPlan | undefined {
    const operation = getOperationAST(document, operationName);
    if (!operation) return undefined;
    const root = this.schema.getRootType(operation.operation);
    if (!root) return undefined;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const uses: ArgumentUse[] = [];
    const state = { touches: false };
    const answer = this.walk(operation.selectionSet, root, fragments, new Set(), uses, state);
    if (!state.touches) return undefined;
    const rootFields = operation.selectionSet.selections.filter((selection): selection is FieldNode => selection.kind === Kind.FIELD);
    const first = rootFields[0];
    const answersFile = (node: FieldNode) => getNamedType(root.getFields()[node.name.value]?.type)?.name === downloadType;
    return {
      operation: operation.name?.value ?? first?.name.value ?? 'anonymous',
      operationType: operation.operation,
      changes: operation.operation === 'mutation' && !rootFields.every(answersFile),
      studentIds: (variables, data) => {
        const ids = new Set<string>();
        for (const use of uses) readArguments(use, variables, ids);
        readAnswer(answer, data, ids);
        return [...ids];
      },
    };
  }

  private walk(
    selectionSet: SelectionSetNode,
    parent: Composite,
    fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    spread: Set<string>,
    uses: ArgumentUse[],
    state: { touches: boolean },
  ): AnswerNode[] {
    const nodes: AnswerNode[] = [];
    const fields = compositeFields(parent);
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parent;
        if (on) nodes.push(...this.walk(selection.selectionSet, on, fragments, spread, uses, state));
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const on = fragment && this.schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !on || spread.has(fragment.name.value)) continue;
        spread.add(fragment.name.value);
        nodes.push(...this.walk(fragment.selectionSet, on, fragments, spread, uses, state));
        spread.delete(fragment.name.value);
        continue;
      }
      const field = fields[selection.name.value];
      if (!field) continue;
      const key = selection.alias?.value ?? selection.name.value;
      const type = getNamedType(field.type);
      const paths = this.argumentPaths(field, type);
      if (paths.size > 0) {
        state.touches = true;
        uses.push({ field, node: selection, paths });
      }
      if (this.carriesStudents(type)) state.touches = true;
      if (!selection.selectionSet) {
        const isStudentId = field.name === 'studentId' || (field.name === 'id' && parent.name === studentType);
        if (isStudentId) nodes.push({ key, isStudentId, children: [] });
        continue;
      }
      if (!isObjectType(type) && !isInterfaceType(type) && !isUnionType(type)) continue;
      const children = this.walk(selection.selectionSet, type, fragments, spread, uses, state);
      if (children.length > 0) nodes.push({ key, isStudentId: false, children });
    }
    return nodes;
  }

  private carriesStudents(type: GraphQLNamedType): boolean {
    let known = this.carrying.get(type.name);
    if (known === undefined) {
      known = type.name === studentType || 'studentId' in compositeFields(type);
      this.carrying.set(type.name, known);
    }
    return known;
  }

  private argumentPaths(field: GraphQLField<unknown, unknown>, answers: GraphQLNamedType): Map<string, readonly IdPath[]> {
    const paths = new Map<string, readonly IdPath[]>();
    const ownAreStudents = answers.name === studentType || namedForStudents.test(field.name);
    for (const argument of field.args) {
      if (studentIdNames.has(argument.name) || (ownAreStudents && ownIdNames.has(argument.name))) {
        paths.set(argument.name, [[]]);
        continue;
      }
      const type = getNamedType(argument.type);
      if (!isInputObjectType(type)) continue;
      const inside = this.inputIdPaths(type, 0);
      if (inside.length > 0) paths.set(argument.name, inside);
    }
    return paths;
  }

  private inputIdPaths(type: GraphQLInputObjectType, depth: number): readonly IdPath[] {
    const known = this.inputPaths.get(type.name);
    if (known) return known;
    const paths: IdPath[] = [];
    for (const field of Object.values(type.getFields())) {
      if (studentIdNames.has(field.name)) {
        paths.push([field.name]);
        continue;
      }
      const inner = getNamedType(field.type);
      if (isInputObjectType(inner) && depth < maxInputDepth && inner !== type) {
        for (const path of this.inputIdPaths(inner, depth + 1)) paths.push([field.name, ...path]);
      }
    }
    if (depth === 0) this.inputPaths.set(type.name, paths);
    return paths;
  }
}

function addIds(value: unknown, ids: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) addIds(item, ids);
  } else if (typeof value === 'string' ? value !== '' : typeof value === 'number') {
    ids.add(String(value));
  }
}

function follow(value: unknown, path: IdPath, ids: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) follow(item, path, ids);
    return;
  }
  if (path.length === 0) return addIds(value, ids);
  if (value === null || typeof value !== 'object') return;
  follow((value as Record<string, unknown>)[path[0]!], path.slice(1), ids);
}

function readArguments(use: ArgumentUse, variables: Record<string, unknown>, ids: Set<string>): void {
  let values: Record<string, unknown>;
  try {
    values = getArgumentValues(use.field, use.node, variables);
  } catch {
    // Arguments the operation's own validation refused: the error is the answer's, no id was used.
    return;
  }
  for (const [name, paths] of use.paths) {
    for (const path of paths) follow(values[name], path, ids);
  }
}

function readAnswer(nodes: readonly AnswerNode[], value: unknown, ids: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) readAnswer(nodes, item, ids);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const node of nodes) {
    if (node.isStudentId) addIds(record[node.key], ids);
    else readAnswer(node.children, record[node.key], ids);
  }
}
