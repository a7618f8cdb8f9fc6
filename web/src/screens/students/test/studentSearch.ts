// The API side of the Student filter in component tests: a page of the students whose names hold what was typed,
// and a student by id; every search is noted.
export interface NamedStudent {
  id: string;
  name: string;
}

export function studentSearchResolvers(students: readonly NamedStudent[], searches: (string | null)[]) {
  return {
    students: (_: unknown, args: { page?: { search?: string | null } }) => {
      const search = args.page?.search ?? null;
      searches.push(search);
      const nodes = students.filter((student) => !search || student.name.toLowerCase().includes(search.toLowerCase()));
      return { pageInfo: { total: nodes.length }, nodes };
    },
    student: (_: unknown, args: { id: string }) => students.find((student) => student.id === args.id),
  };
}
