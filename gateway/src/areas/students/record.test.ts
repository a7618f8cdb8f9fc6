// The student record's pages through GraphQL, against the stand-in: every per-student read answers typed data that
// agrees with itself (goals belong to programs of the student, authorizations name funders and services that
// exist, staff and funder ids follow their assignments), and the writes of each page land.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;
const studentId = '26';

beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const ok = <T>(query: string, variables: Record<string, unknown> = {}) => stack.data<T>(query, { s: studentId, ...variables }, token);

describe('reading the record', () => {
  it('answers every per-student page for one student', async () => {
    const data: Record<string, unknown[] | Record<string, unknown>> = {};
    Object.assign(
      data,
      await ok<Record<string, unknown[] | Record<string, unknown>>>(`query($s: ID!) {
      contacts: studentContacts(studentId: $s) { id contactType firstName isPrimary }
      personal: studentPersonalContacts(studentId: $s) { id contactType }
      school: studentSchoolContacts(studentId: $s) { id contactType }
      availability: studentAvailability(studentId: $s) { dayOfWeek startTime endTime }
      staff: studentStaff(studentId: $s) { staffId role current staff { id name } }
      former: studentFormerStaff(studentId: $s) { staffId current }
      assignable: studentAssignableStaff(studentId: $s) { id name }
      settings: studentSettings(studentId: $s) { key value type options }
      assessments: studentAssessments(studentId: $s) { id kind title assessedOn }
    }`),
    );
    Object.assign(
      data,
      await ok<Record<string, unknown[] | Record<string, unknown>>>(`query($s: ID!) {
      preference: studentPreferenceAssessment(studentId: $s) { kind items { item rank } }
      skill: studentSkillAssessment(studentId: $s) { kind domains { domain score maxScore } }
      health: studentHealthAssessment(studentId: $s) { kind allergies medications { name } seizureHistory }
      diagnoses: studentDiagnoses(studentId: $s) { icdCode isPrimary }
      funders: studentFunders(studentId: $s) { funderId funder { id name } priority serviceLines { id name } }
      programs: studentPrograms(studentId: $s) { id categoryId categoryName name targetCount }
      tree: studentProgramTree(studentId: $s) { categories { id name programs { id targets { id } } } }
      targets: studentTargets(studentId: $s) { id programId }
      goals: studentGoals(studentId: $s) { id programId programName }
      promptCodes: effectiveStudentPromptCodes(studentId: $s) { override levels { code level } }
    }`),
    );
    Object.assign(
      data,
      await ok<Record<string, unknown[] | Record<string, unknown>>>(`query($s: ID!) {
      behaviors: studentBehaviors(studentId: $s) { id name measurement }
      files: studentFiles(studentId: $s) { pageInfo { total } nodes { id studentId folder } }
      activity: studentActivity(studentId: $s) { pageInfo { total } nodes { module description userName } }
      workflows: studentWorkflows(studentId: $s) { workflowName progress tasks { name done } }
      sessions: studentSessions(studentId: $s) { pageInfo { total } nodes { studentId staff { id } service { id } hcode } }
      student: student(id: $s) { staffIds funderIds }
    }`),
    );
    const list = (key: string) => data[key] as Record<string, unknown>[];
    expect(list('contacts').length).toBe(list('personal').length + list('school').length);
    expect(list('personal').every((c) => c.contactType === 'personal')).toBe(true);
    const student = data.student as { staffIds: string[]; funderIds: string[] };
    expect(
      list('staff')
        .map((s) => s.staffId)
        .sort(),
    ).toEqual([...student.staffIds].sort());
    expect(list('staff').every((s) => (s.staff as { id: string }).id === s.staffId)).toBe(true);
    expect(list('assignable').some((u) => student.staffIds.includes(u.id as string))).toBe(false);
    expect(
      list('funders')
        .map((f) => f.funderId)
        .sort(),
    ).toEqual([...student.funderIds].sort());
    expect(list('funders').every((f) => (f.funder as { id: string }).id === f.funderId)).toBe(true);
    expect(list('settings').map((s) => s.key)).toContain('data_collection_mode');
    expect((data.preference as { kind: string }).kind).toBe('preference');
    // Goals belong to programs of this student; targets too; the tree holds every program.
    const programIds = new Set(list('programs').map((p) => p.id));
    expect(programIds.size).toBeGreaterThan(0);
    expect(list('goals').every((g) => programIds.has(g.programId))).toBe(true);
    expect(list('targets').every((t) => programIds.has(t.programId))).toBe(true);
    const tree = data.tree as { categories: { programs: { id: string; targets: unknown[] }[] }[] };
    expect(tree.categories.flatMap((c) => c.programs.map((p) => p.id)).sort()).toEqual([...programIds].sort());
    expect((data.promptCodes as { levels: unknown[] }).levels.length).toBeGreaterThan(0);
    expect((data.activity as { pageInfo: { total: number } }).pageInfo.total).toBeGreaterThan(0);
  });

  it('narrows sessions by the session-report filters', async () => {
    const all = await ok<{ r: { nodes: { date: string; hcode: string }[] } }>(
      'query($p: PageInput) { r: studentSessions(studentId: "27", page: $p) { nodes { date hcode } } }',
      { p: { perPage: 500 } },
    );
    const sample = all.r.nodes[0]!;
    const month = sample.date.slice(0, 7);
    const filtered = await ok<{ r: { nodes: { date: string; hcode: string }[] } }>(
      'query($f: StudentSessionFilter) { r: studentSessions(studentId: "27", filter: $f) { nodes { date hcode } } }',
      { f: { monthYear: month, hcode: sample.hcode } },
    );
    expect(filtered.r.nodes.length).toBe(all.r.nodes.filter((n) => n.date.startsWith(month) && n.hcode === sample.hcode).length);
  });
});

describe('writing the record', () => {
  it('adds a contact and changes its email', async () => {
    const created = await ok<{ r: { id: string; isPrimary: boolean } }>(
      'mutation($s: ID!, $i: StudentContactInput!) { r: createStudentContact(studentId: $s, input: $i) { id isPrimary } }',
      { i: { contactType: 'personal', relationship: 'Grandparent', firstName: 'Rosa', lastName: 'Field', phone: '(555) 010-7788' } },
    );
    const changed = await ok<{ r: { email: string } }>(
      'mutation($id: ID!) { r: updateStudentContactEmail(id: $id, email: "rosa@family.test") { email } }',
      { id: created.r.id },
    );
    expect(changed.r.email).toBe('rosa@family.test');
    const bad = await stack.gql('mutation($id: ID!) { updateStudentContactEmail(id: $id, email: "rosa@") { id } }', { id: created.r.id }, token);
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual({ email: ['The email field must be a valid email address.'] });
    const neither = await stack.gql(
      'mutation($s: ID!, $i: StudentContactInput!) { createStudentContact(studentId: $s, input: $i) { id } }',
      { s: studentId, i: { contactType: 'school', relationship: 'Teacher', firstName: 'No', lastName: 'Way' } },
      token,
    );
    expect(neither.errors?.[0]?.extensions?.fieldErrors).toEqual({ phone: ['The phone field is required when email is not present.'] });
  });

  it('replaces the availability week', async () => {
    const saved = await ok<{ r: { dayOfWeek: number; startTime: string }[] }>(
      'mutation($s: ID!, $w: [StudentAvailabilitySlotInput!]!) { r: saveStudentAvailability(studentId: $s, slots: $w) { dayOfWeek startTime } }',
      {
        w: [
          { dayOfWeek: 3, startTime: '15:00', endTime: '18:00' },
          { dayOfWeek: 1, startTime: '09:00', endTime: '12:00', location: 'Clinic' },
        ],
      },
    );
    expect(saved.r).toEqual([
      { dayOfWeek: 1, startTime: '09:00' },
      { dayOfWeek: 3, startTime: '15:00' },
    ]);
  });

  it("assigns and unassigns staff, and the student's staff follow", async () => {
    const free = await ok<{ r: { id: string }[] }>('query($s: ID!) { r: studentAssignableStaff(studentId: $s) { id } }');
    const staffId = free.r[0]!.id;
    const zero = await stack.gql('mutation($s: ID!) { assignStudentStaff(studentId: $s, staffId: "0") { id } }', { s: studentId }, token);
    expect(zero.errors?.[0]?.extensions?.fieldErrors).toEqual({ staffId: ['The staff field is required'] });
    const assigned = await ok<{ r: { id: string; role: string; current: boolean } }>(
      'mutation($s: ID!, $f: ID!) { r: assignStudentStaff(studentId: $s, staffId: $f, input: { role: "BCBA" }) { id role current } }',
      { f: staffId },
    );
    expect(assigned.r).toMatchObject({ role: 'BCBA', current: true });
    expect((await ok<{ r: { staffIds: string[] } }>('query($s: ID!) { r: student(id: $s) { staffIds } }')).r.staffIds).toContain(staffId);
    await ok('mutation($id: ID!) { unassignStudentStaff(id: $id) { ok } }', { id: assigned.r.id });
    expect((await ok<{ r: { staffIds: string[] } }>('query($s: ID!) { r: student(id: $s) { staffIds } }')).r.staffIds).not.toContain(staffId);
    expect(
      (await ok<{ r: { staffId: string }[] }>('query($s: ID!) { r: studentFormerStaff(studentId: $s) { staffId } }')).r.map((s) => s.staffId),
    ).toContain(staffId);
  });

  it('saves settings, assessments, diagnoses and funders', async () => {
    const settings = await ok<{ r: { key: string; value: string }[] }>(
      'mutation($s: ID!) { r: saveStudentSettings(studentId: $s, settings: [{ key: "data_collection_mode", value: "Probe" }]) { key value } }',
    );
    expect(settings.r.find((s) => s.key === 'data_collection_mode')?.value).toBe('Probe');
    const sheet = await ok<{ r: { items: { item: string; rank: number }[] } }>(
      'mutation($s: ID!) { r: updateStudentPreferenceAssessment(studentId: $s, input: { method: "MSWO", items: [{ item: "Bubbles", rank: 1 }, { item: "Music", rank: 2 }] }) { items { item rank } } }',
    );
    expect(sheet.r.items).toEqual([
      { item: 'Bubbles', rank: 1 },
      { item: 'Music', rank: 2 },
    ]);
    const assessment = await ok<{ r: { kind: string; score: number } }>(
      'mutation($s: ID!) { r: createStudentAssessment(studentId: $s, input: { kind: "skill", title: "VB-MAPP Milestones", assessedOn: "2025-12-01", score: 88, maxScore: 170 }) { kind score } }',
    );
    expect(assessment.r).toEqual({ kind: 'skill', score: 88 });
    const diagnosis = await stack.gql(
      'mutation($s: ID!) { createStudentDiagnosis(studentId: $s, input: { icdCode: "autism", description: "x" }) { id } }',
      { s: studentId },
      token,
    );
    expect(diagnosis.errors?.[0]?.extensions?.fieldErrors).toEqual({ icdCode: ['The icd code field must be an ICD-10 code (F84.0).'] });

    const before = (await ok<{ r: { funderIds: string[] } }>('query($s: ID!) { r: student(id: $s) { funderIds } }')).r.funderIds;
    const funderId = ['10', '11', '12'].find((id) => !before.includes(id))!;
    const added = await ok<{ r: { id: string; funder: { id: string } } }>(
      'mutation($s: ID!, $i: StudentFunderInput!) { r: addStudentFunder(studentId: $s, input: $i) { id funder { id } } }',
      { i: { funderId, priority: 'Secondary', memberId: 'XZ12345678', serviceLineIds: ['1'] } },
    );
    expect(added.r.funder.id).toBe(funderId);
    expect((await ok<{ r: { funderIds: string[] } }>('query($s: ID!) { r: student(id: $s) { funderIds } }')).r.funderIds).toContain(funderId);
    const lines = await ok<{ r: { id: string }[] }>('query($s: ID!, $f: ID!) { r: studentFunderServiceLines(studentId: $s, funderId: $f) { id } }', {
      f: funderId,
    });
    expect(lines.r.map((l) => l.id)).toEqual(['1']);
    const twice = await stack.gql(
      'mutation($s: ID!, $i: StudentFunderInput!) { addStudentFunder(studentId: $s, input: $i) { id } }',
      { s: studentId, i: { funderId, priority: 'Primary', memberId: 'X' } },
      token,
    );
    expect(twice.errors?.[0]?.extensions?.fieldErrors).toEqual({ funderId: ['The student is already enrolled with this funder.'] });
    await ok('mutation($id: ID!) { removeStudentFunder(id: $id) { ok } }', { id: added.r.id });
    expect((await ok<{ r: { funderIds: string[] } }>('query($s: ID!) { r: student(id: $s) { funderIds } }')).r.funderIds).not.toContain(funderId);
  });

  it('builds a program with targets, a playlist and a goal, and keeps goals to programs of the student', async () => {
    const program = await ok<{ r: { id: string; categoryName: string } }>(
      'mutation($s: ID!) { r: createStudentProgram(studentId: $s, input: { categoryId: "2", name: "Sharing", targetType: "Discrete Trial" }) { id categoryName } }',
    );
    expect(program.r.categoryName).toBe('Social Skills');
    const target = async (name: string) =>
      (
        await ok<{ r: { id: string } }>('mutation($p: ID!, $n: String!) { r: createStudentTarget(programId: $p, input: { name: $n }) { id } }', {
          p: program.r.id,
          n: name,
        })
      ).r.id;
    const first = await target('Offer a toy');
    const second = await target('Accept a turn');
    const playlist = await ok<{ r: { items: { position: number; targetId: string }[] } }>(
      'query($s: ID!, $p: ID!) { r: studentProgramPlaylist(studentId: $s, programId: $p) { items { position targetId } } }',
      { p: program.r.id },
    );
    expect(playlist.r.items).toEqual([
      { position: 1, targetId: first },
      { position: 2, targetId: second },
    ]);
    const reordered = await ok<{ r: { items: { targetId: string }[] } }>(
      'mutation($s: ID!, $p: ID!, $t: [ID!]!) { r: updateStudentProgramPlaylist(studentId: $s, programId: $p, targetIds: $t) { items { targetId } } }',
      { p: program.r.id, t: [second, first] },
    );
    expect(reordered.r.items.map((i) => i.targetId)).toEqual([second, first]);
    expect(
      (await ok<{ r: { programId: string } }>('query($t: ID!) { r: targetProgram(targetId: $t) { programId } }', { t: second })).r.programId,
    ).toBe(program.r.id);

    const goal = await ok<{ r: { programId: string; programName: string } }>(
      'mutation($s: ID!, $p: ID!) { r: createStudentGoal(studentId: $s, input: { programId: $p, title: "Shares a toy with a peer", targetDate: "2026-06-30" }) { programId programName } }',
      { p: program.r.id },
    );
    expect(goal.r).toEqual({ programId: program.r.id, programName: 'Sharing' });
    const foreign = await ok<{ r: { id: string }[] }>('{ r: studentPrograms(studentId: "31") { id } }');
    const refused = await stack.gql(
      'mutation($s: ID!, $p: ID!) { createStudentGoal(studentId: $s, input: { programId: $p, title: "Not mine" }) { id } }',
      { s: studentId, p: foreign.r[0]!.id },
      token,
    );
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual({ programId: ['The selected program id is invalid.'] });
  });

  it('switches to its own prompt codes and adds schedules and a behaviour', async () => {
    await ok('mutation($s: ID!) { createStudentPromptCode(studentId: $s, input: { code: "FP", name: "Full Physical", level: 2 }) { id } }');
    await ok(
      'mutation($s: ID!) { createStudentPromptCode(studentId: $s, input: { code: "I", name: "Independent", level: 1, isIndependent: true }) { id } }',
    );
    const off = await ok<{ r: { override: boolean; levels: { code: string }[] } }>(
      'query($s: ID!) { r: effectiveStudentPromptCodes(studentId: $s) { override levels { code } } }',
    );
    expect(off.r.override).toBe(false);
    expect(off.r.levels.length).toBe(6);
    await ok('mutation($s: ID!) { setStudentPromptCodeOverride(studentId: $s, override: true) { override } }');
    const on = await ok<{ r: { override: boolean; levels: { code: string }[] } }>(
      'query($s: ID!) { r: effectiveStudentPromptCodes(studentId: $s) { override levels { code } } }',
    );
    expect(on.r).toEqual({ override: true, levels: [{ code: 'I' }, { code: 'FP' }] });
    expect((await ok<{ r: { override: boolean } }>('query($s: ID!) { r: studentPromptCodeOverride(studentId: $s) { override } }')).r.override).toBe(
      true,
    );

    const schedule = await stack.gql(
      'mutation($s: ID!) { createStudentPromptSchedule(studentId: $s, input: { name: "Water", promptCode: "V", intervalMinutes: 30, startTime: "12:00", endTime: "09:00" }) { id } }',
      { s: studentId },
      token,
    );
    expect(schedule.errors?.[0]?.extensions?.fieldErrors).toEqual({ endTime: ['The end time field must be a time after start time.'] });
    await ok(
      'mutation($s: ID!) { createStudentIntervalSchedule(studentId: $s, input: { name: "On task", recordingMethod: "Partial Interval", intervalSeconds: 15, sessionMinutes: 10 }) { id } }',
    );
    expect((await ok<{ r: unknown[] }>('query($s: ID!) { r: studentIntervalSchedules(studentId: $s) { id } }')).r.length).toBeGreaterThan(0);
    const behavior = await ok<{ r: { name: string; function: string } }>(
      'mutation($s: ID!) { r: createStudentBehavior(studentId: $s, input: { name: "Spitting", category: "Aggression", measurement: "Frequency", function: "Attention" }) { name function } }',
    );
    expect(behavior.r).toEqual({ name: 'Spitting', function: 'Attention' });
  });

  it('renames, moves, copies, unassigns, assigns and deletes files', async () => {
    const pool = await ok<{ r: { nodes: { id: string }[] } }>('{ r: unassignedStudentFiles { nodes { id } } }');
    const fileId = pool.r.nodes[0]!.id;
    const assigned = await ok<{ r: { studentId: string; folder: string }[] }>(
      'mutation($s: ID!, $f: ID!) { r: assignStudentFiles(ids: [$f], studentId: $s, folder: "Intake") { studentId folder } }',
      { f: fileId },
    );
    expect(assigned.r).toEqual([{ studentId, folder: 'Intake' }]);
    expect(
      (await ok<{ r: { name: string } }>('mutation($f: ID!) { r: renameStudentFile(id: $f, name: "Signed intake packet") { name } }', { f: fileId }))
        .r.name,
    ).toBe('Signed intake packet');
    expect(
      (await ok<{ r: { folder: string }[] }>('mutation($f: ID!) { r: moveStudentFiles(ids: [$f], folder: "Consents") { folder } }', { f: fileId }))
        .r[0]!.folder,
    ).toBe('Consents');
    const copies = await ok<{ r: { id: string; studentId: string; name: string }[] }>(
      'mutation($f: ID!) { r: copyStudentFiles(ids: [$f], studentId: "31") { id studentId name } }',
      { f: fileId },
    );
    expect(copies.r[0]).toMatchObject({ studentId: '31', name: 'Signed intake packet' });
    const inConsents = await ok<{ r: { nodes: { id: string }[] } }>(
      'query($s: ID!) { r: studentFiles(studentId: $s, folder: "Consents") { nodes { id } } }',
    );
    expect(inConsents.r.nodes.map((n) => n.id)).toContain(fileId);
    const badFolder = await stack.gql('mutation($f: ID!) { moveStudentFiles(ids: [$f], folder: "Nowhere") { id } }', { f: fileId }, token);
    expect(badFolder.errors?.[0]?.extensions?.fieldErrors).toEqual({ folder: ['The selected folder is invalid.'] });
    expect(
      (await ok<{ r: { studentId: string | null }[] }>('mutation($f: ID!) { r: unassignStudentFiles(ids: [$f]) { studentId } }', { f: fileId })).r[0]!
        .studentId,
    ).toBeNull();
    await ok('mutation($f: ID!) { deleteStudentFiles(ids: [$f]) { id } }', { f: copies.r[0]!.id });
    const left = await ok<{ r: { nodes: { id: string }[] } }>('{ r: studentFiles(studentId: "31") { nodes { id } } }');
    expect(left.r.nodes.map((n) => n.id)).not.toContain(copies.r[0]!.id);
  });
});

describe('access', () => {
  it("keeps a therapist to their students' records and refuses their record edits", async () => {
    const therapist = await stack.signIn('Therapist');
    const other = stack.standIn.fixtures.students.all().find((s) => !s.staff_ids.includes(3))!;
    const hidden = await stack.gql('query($s: ID!) { studentContacts(studentId: $s) { id } }', { s: String(other.id) }, therapist);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const edit = await stack.gql(
      'mutation($s: ID!) { createStudentContact(studentId: $s, input: { contactType: "personal", relationship: "Aunt", firstName: "A", lastName: "B", phone: "1" }) { id } }',
      { s: '26' },
      therapist,
    );
    expect(edit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
