// A template's pages: its name, kind, review state and the codes it uses above the page's own content, and the
// links between its pages. Loading and failure are the frame's.
import { Tag } from '../../kit/Tag';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Loaded } from '../../kit/Loaded';
import { useTemplate } from './useTemplate';

export type TemplateRecord = NonNullable<ReturnType<typeof useTemplate>['template']>;

const pages = (id: string, kind: string) => [
  { to: `/templates/preview/${id}`, label: 'Preview' },
  { to: `/templates/comment/${id}`, label: 'Comments' },
  { to: `/templates/customer-preview/${id}`, label: 'Send to family' },
  { to: `/customer-agreement/${id}`, label: 'Agreements' },
  { to: kind === 'WORD' ? `/templates/admin-final-preview-word/${id}` : `/templates/admin-final-preview/${id}`, label: 'Final preview' },
  ...(kind === 'PDF' ? [{ to: `/pdf-template-editor?template_id=${id}`, label: 'Place fields' }] : []),
];

export function TemplateFrame({ title, children }: { title: string; children: (template: TemplateRecord) => ReactNode }) {
  const { query, template } = useTemplate();
  return (
    <div className="kit-page templates-page">
      <Loaded what="the template" loading={query.loading} error={query.error} ready={template !== undefined} retry={() => void query.refetch()}>
        {template && (
          <>
            <header className="templates-header">
              <h2>
                {title}: {template.name}
              </h2>
              <div className="templates-tags">
                <Tag minimal intent="primary">
                  {template.kind === 'WORD' ? 'Word' : 'PDF'}
                </Tag>
                <Tag minimal intent={template.reviewStatus === 'Approved' ? 'success' : 'warning'}>
                  {template.reviewStatus}
                </Tag>
                {template.fields.map((field) => (
                  <Tag key={field} minimal>{`{${field}}`}</Tag>
                ))}
              </div>
              <nav className="templates-nav" aria-label="Template pages">
                {pages(template.id, template.kind).map((page) => (
                  <NavLink key={page.to} to={page.to} className="bp6-button bp6-minimal" end>
                    {page.label}
                  </NavLink>
                ))}
              </nav>
            </header>
            {children(template)}
          </>
        )}
      </Loaded>
    </div>
  );
}
