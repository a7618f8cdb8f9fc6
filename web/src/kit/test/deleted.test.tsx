// The kit's deleted list against mocked resolvers: restore and permanent delete, for one row and for the rows
// selected.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens/certifications';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { certificationRows, pageOf, type PageArgs } from './fixtures';

function deletedResolvers(rows: ReturnType<typeof certificationRows>, restored: string[][], purged: string[][]) {
  const drop = (ids: string[]) => {
    for (const id of ids)
      rows.splice(
        rows.findIndex((row) => row.id === id),
        1,
      );
  };
  return {
    Query: { deletedCertifications: (_: unknown, args: PageArgs) => pageOf(rows, args) },
    Mutation: {
      restoreCertification: (_: unknown, args: { ids: string[] }) => {
        restored.push(args.ids);
        drop(args.ids);
        return { ok: true, message: null };
      },
      permanentlyDeleteCertification: (_: unknown, args: { ids: string[] }) => {
        purged.push(args.ids);
        drop(args.ids);
        return { ok: true, message: 'Deleted permanently.' };
      },
    },
  };
}

/** The selection checkbox of the grid row that shows `name`. */
function rowCheckbox(name: string): HTMLElement {
  const row = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(name) && within(candidate).queryByRole('checkbox'));
  if (!row) throw new Error(`no selectable row for ${name}`);
  return within(row).getByRole('checkbox');
}

describe('the deleted list', () => {
  it('restores one row and refreshes', async () => {
    const rows = certificationRows(4);
    const restored: string[][] = [];
    const { user } = renderWithGraphQL(<screens.Deleted />, {
      route: '/delete-certification',
      session: roles.office(),
      resolvers: deletedResolvers(rows, restored, []),
    });
    await user.click(await screen.findByRole('button', { name: 'Restore Certificate 003' }));
    expect(await screen.findByText('Certificate 003 restored.')).toBeInTheDocument();
    expect(restored).toEqual([['3']]);
    await waitFor(() => expect(screen.queryByText('Certificate 003')).not.toBeInTheDocument());
  });

  it('restores and permanently deletes the selected rows, asking before the permanent delete', async () => {
    const rows = certificationRows(5);
    const restored: string[][] = [];
    const purged: string[][] = [];
    const { user } = renderWithGraphQL(<screens.Deleted />, {
      route: '/delete-certification',
      session: roles.office(),
      resolvers: deletedResolvers(rows, restored, purged),
    });
    await screen.findByText('Certificate 005');
    const restoreSelected = () => screen.getByRole('button', { name: /^Restore selected/ });
    const purgeSelected = () => screen.getByRole('button', { name: /^Delete selected permanently/ });
    expect(restoreSelected()).toBeDisabled();

    await user.click(rowCheckbox('Certificate 005'));
    await user.click(rowCheckbox('Certificate 004'));
    await waitFor(() => expect(restoreSelected()).toHaveTextContent('Restore selected (2)'));
    await user.click(restoreSelected());
    await waitFor(() => expect(restored).toHaveLength(1));
    expect([...restored[0]!].sort()).toEqual(['4', '5']);
    await waitFor(() => expect(screen.queryByText('Certificate 005')).not.toBeInTheDocument());
    await waitFor(() => expect(restoreSelected()).toHaveTextContent('Restore selected (0)'));

    await user.click(rowCheckbox('Certificate 002'));
    await user.click(rowCheckbox('Certificate 001'));
    await waitFor(() => expect(purgeSelected()).toHaveTextContent('(2)'));
    await user.click(purgeSelected());
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Delete 2 certifications permanently? This cannot be undone.');
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
    expect(purged).toHaveLength(0);
    await user.click(purgeSelected());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('2 certifications deleted permanently.')).toBeInTheDocument();
    expect([...purged[0]!].sort()).toEqual(['1', '2']);
    await waitFor(() => expect(screen.queryByText('Certificate 001')).not.toBeInTheDocument());
    expect(screen.getByText('Certificate 003')).toBeInTheDocument();
  });
});
