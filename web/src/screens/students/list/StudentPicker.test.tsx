// The Student filter searches the API for what is typed instead of listing every student of the practice.
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { studentSearchResolvers } from '../test/studentSearch';
import { StudentPicker } from './StudentPicker';

const students = ['Ada Moss', 'Adam Lee', 'Bea Kim'].map((name, index) => ({ id: String(index + 1), name }));

function Harness({ initial, changed }: { initial: string | null; changed: (id: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StudentPicker
      id="student-filter"
      value={value}
      onChange={(id) => {
        changed(id);
        setValue(id);
      }}
    />
  );
}

function resolvers(searches: (string | null)[]) {
  return { Query: studentSearchResolvers(students, searches) };
}

describe('the Student filter', () => {
  it('asks for nothing until it is opened, then offers the students matching what is typed', async () => {
    const searches: (string | null)[] = [];
    const changed = vi.fn();
    const { user } = renderWithGraphQL(<Harness initial={null} changed={changed} />, { session: roles.office(), resolvers: resolvers(searches) });
    const field = await screen.findByLabelText('Student');
    expect(searches).toEqual([]);
    await user.click(field);
    await user.type(field, 'ada');
    expect(await screen.findByRole('option', { name: 'Adam Lee' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Bea Kim' })).toBeNull();
    expect(searches.at(-1)).toBe('ada');
    // The first match is highlighted; Enter takes it.
    await user.keyboard('{Enter}');
    expect(changed).toHaveBeenCalledWith('1');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Ada Moss'));
  });

  it("shows a filtered address's student by name, and clears the filter", async () => {
    const changed = vi.fn();
    const { user } = renderWithGraphQL(<Harness initial="3" changed={changed} />, { session: roles.office(), resolvers: resolvers([]) });
    const field = (await screen.findByLabelText('Student')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('Bea Kim'));
    await user.click(screen.getByRole('button', { name: 'Clear the student filter' }));
    expect(changed).toHaveBeenCalledWith(null);
    await waitFor(() => expect(field.value).toBe(''));
  });
});
