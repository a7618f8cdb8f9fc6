// The student list's pages (AG Grid lives here), loaded lazily by the route table.
import type { ComponentType } from 'react';
import { DeletedStudents } from './list/DeletedStudents';
import { AddStudent, EditStudent } from './list/StudentForm';
import { StudentList } from './list/StudentList';

export const screens: Record<string, ComponentType> = {
  List: StudentList,
  Add: AddStudent,
  Edit: EditStudent,
  Deleted: DeletedStudents,
};
