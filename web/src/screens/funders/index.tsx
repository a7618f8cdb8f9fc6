// Funders, behind 'Funders'. Each funder's pages (contacts, prompt codes, service lines, billing
// codes) are one click away; its edit page is a funder page, titled with the funder's name.
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { col, defineResource, ResourceForm, statusCol, type RowAction } from '../../kit';
import { useFunderHeader } from '../../layout/selectedFunder';
import { funderFields } from './fields';
import { funderDocuments } from './operations';
import { funders } from './resource';

type FunderRow = { id: string; name: string };

function useFunderLinks(): RowAction<FunderRow>[] {
  const navigate = useNavigate();
  return useMemo(
    () => [
      { label: 'Contacts', ariaLabel: (row) => `Contacts of ${row.name}`, onClick: (row) => navigate(`/payer-cases/${row.id}`) },
      { label: 'Prompt codes', ariaLabel: (row) => `Prompt codes of ${row.name}`, onClick: (row) => navigate(`/payer-prompt-code/${row.id}`) },
      { label: 'Service lines', ariaLabel: (row) => `Service lines of ${row.name}`, onClick: (row) => navigate(`/payer-service-line/${row.id}`) },
      { label: 'Billing codes', ariaLabel: (row) => `Billing codes of ${row.name}`, onClick: (row) => navigate(`/payer-billing-code/${row.id}`) },
    ],
    [navigate],
  );
}

const base = defineResource({
  ...funders.names,
  documents: funderDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('type', 'Type', { flex: 1.2 }),
    col('electronicFunderId', 'Clearing-house id', { flex: 0.8 }),
    col('phone', 'Phone'),
    col('state', 'State', { flex: 0.5, minWidth: 90 }),
    statusCol(),
  ],
  fields: funderFields,
  useActions: useFunderLinks,
});

/** The edit page puts the funder's name after the title, as every funder page does. */
function Edit() {
  const { payer_id: id } = useParams();
  const [name, setName] = useState<string | null>(null);
  useFunderHeader(name);
  const onRecord = useCallback((record: { name: string }) => setName(record.name), []);
  if (!id) return null;
  return (
    <ResourceForm
      singular={funders.singular}
      fields={funderFields}
      listPath={funders.listPath}
      one={funderDocuments.one}
      update={funderDocuments.update}
      id={id}
      onRecord={onRecord}
    />
  );
}

export const screens = { ...base, Edit };
