// The merge fields a template may write, filled from the student's record, and the practice's own short codes.
import { useQuery } from '@apollo/client/react';
import { HTMLTable } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { LinkButton } from '../../kit/LinkButton';
import { Loaded } from '../../kit/Loaded';
import { MergeFieldsQuery } from './operations';

export function MergeFields() {
  const query = useQuery(MergeFieldsQuery);
  const fields = query.data?.fields;
  return (
    <div className="kit-page templates-page">
      <header className="templates-header">
        <h2>Merge fields</h2>
        <p>
          Write a field in braces in a Word template (<code>{'{student_name}'}</code>), or place it on a PDF in the PDF template editor; it is filled
          from the student&apos;s record. Short codes are the practice&apos;s own fixed texts.
        </p>
        <div className="templates-actions">
          <LinkButton to="/template-short-code">Short codes</LinkButton>
          <LinkButton to="/pdf-template-editor">PDF template editor</LinkButton>
        </div>
      </header>
      <Loaded what="the merge fields" loading={query.loading} error={query.error} ready={fields !== undefined} retry={() => void query.refetch()}>
        <HTMLTable className="templates-table" striped compact>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Filled with</th>
            </tr>
          </thead>
          <tbody>
            {fields?.map((field) => (
              <tr key={field.code}>
                <td>
                  <code>{`{${field.code}}`}</code> {field.shortCode && <Tag minimal>Short code</Tag>}
                </td>
                <td>{field.label}</td>
                <td>{field.description}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Loaded>
    </div>
  );
}
