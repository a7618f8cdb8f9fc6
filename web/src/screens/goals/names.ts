// The goal screens' addresses and the names they show.
export const goalPaths = {
  list: '/goal',
  add: '/add-goal',
  edit: (id: string) => `/edit-goal/${id}`,
  deleted: '/delete-goal',
  massImport: '/mass-goal-import',
  massEdit: (id: string) => `/mass-goal-edit/${id}`,
  importList: '/goal-list',
  addSubGoal: (studentId: string, parentId: string) => `/add-goal?student=${encodeURIComponent(studentId)}&parent=${encodeURIComponent(parentId)}`,
};

export const progressStatuses = ['Baseline', 'In Progress', 'Mastered', 'On Hold', 'Discontinued'] as const;
export const recordingTypes = ['Percentage', 'Frequency', 'Duration', 'Task Analysis'] as const;

export function studentLabel(student: { firstName: string; lastName: string }): string {
  return `${student.lastName}, ${student.firstName}`;
}

export const goalCount = (count: number) => `${count} goal${count === 1 ? '' : 's'}`;
