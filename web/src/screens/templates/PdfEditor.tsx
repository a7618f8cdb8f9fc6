// The PDF template editor: a PDF template chosen (or uploaded), its pages drawn as boxes of their size, merge fields
// placed on them by mouse (choose a field, click a page; drag a placed field) and by keyboard (arrows move a
// focused field; the table takes page, x, y and size as numbers), saved, then filled for a student and downloaded.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useNotices } from '../../app/notices';
import { Loaded } from '../../kit/Loaded';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import { FilledPreview } from './FilledPreview';
import { documentTemplateDocuments, MergeFieldsQuery, SavePlacementsMutation, TemplateChoicesQuery } from './operations';
import { nudged, onPage, pointerPoint, type Draft, type PageBox } from './placementDraft';
import { TemplateDialog } from './TemplateDialog';

/** Pixels a point: a Letter page is drawn 306 pixels wide. */
const scale = 0.5;

export function PdfEditor() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const templateId = params.get('template_id') ?? '';
  const [uploading, setUploading] = useState(false);
  const choices = useQuery(TemplateChoicesQuery, { variables: { filter: { kind: 'PDF' } } });
  const templates = choices.data?.page.nodes;
  const choose = (next: string) => setParams(next ? { template_id: next } : {}, { replace: true });

  return (
    <div className="kit-page templates-page">
      <header className="templates-header">
        <h2>PDF template editor</h2>
        <p>Choose a PDF template or upload one, place merge fields on its pages, save, then fill it for a student.</p>
      </header>
      <Loaded
        what="the PDF templates"
        loading={choices.loading}
        error={choices.error}
        ready={templates !== undefined}
        retry={() => void choices.refetch()}
      >
        <div className="templates-actions">
          <FormGroup label="PDF template" labelFor={id} inline>
            <HTMLSelect
              id={id}
              value={templateId}
              onChange={(event) => choose(event.currentTarget.value)}
              options={[
                { value: '', label: templates?.length ? 'Choose a PDF template' : 'No PDF templates yet' },
                ...(templates ?? []).map((t) => ({ value: t.id, label: t.name })),
              ]}
            />
          </FormGroup>
          <Button icon="upload" text="Upload a PDF" onClick={() => setUploading(true)} />
        </div>
        <TemplateDialog
          isOpen={uploading}
          template={null}
          accepts="a PDF"
          onClose={() => setUploading(false)}
          onSaved={(saved) => {
            setUploading(false);
            void choices.refetch();
            choose(saved);
          }}
        />
        {templateId ? <Editor key={templateId} templateId={templateId} /> : <NonIdealState icon="document" title="Choose a PDF template" />}
      </Loaded>
    </div>
  );
}

function Editor({ templateId }: { templateId: string }) {
  const query = useQuery(documentTemplateDocuments.one, { variables: { id: templateId } });
  const template = query.data?.record;
  return (
    <Loaded what="the template" loading={query.loading} error={query.error} ready={template !== undefined} retry={() => void query.refetch()}>
      {template &&
        (template.kind !== 'PDF' ? (
          <NonIdealState
            icon="document"
            title="This is a Word template"
            description="Fields are placed on PDF templates; a Word template writes them in braces."
          />
        ) : (
          <Placements templateId={template.id} pages={template.pages} saved={template.placements} />
        ))}
    </Loaded>
  );
}

interface PlacementsProps {
  templateId: string;
  pages: readonly PageBox[];
  saved: readonly { field: string; page: number; x: number; y: number; fontSize: number }[];
}

function Placements({ templateId, pages, saved }: PlacementsProps) {
  const notices = useNotices();
  const fieldId = useId();
  const nextKey = useRef(saved.length);
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    // Only the input's fields: the answer's __typename is not part of a placement sent back.
    saved.map(({ field, page, x, y, fontSize }, key) => ({ key, field, page, x, y, fontSize })),
  );
  const [toPlace, setToPlace] = useState('student_name');
  const [problems, setProblems] = useState<string[]>([]);
  const fields = useQuery(MergeFieldsQuery);
  const [save, saving] = useMutation(SavePlacementsMutation);
  const codes = fields.data?.fields.map((field) => field.code) ?? [];
  const sent = (all: readonly Draft[]) => all.map(({ key: _key, ...placement }) => placement);
  // What the server holds, to tell unsaved changes.
  const [savedText, setSavedText] = useState(() => JSON.stringify(sent(drafts)));
  const dirty = JSON.stringify(sent(drafts)) !== savedText;

  const change = (key: number, patch: Partial<Draft>) => setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const add = (page: PageBox, x = 72, y = page.height - 72) => {
    nextKey.current += 1;
    setDrafts((all) => [...all, { key: nextKey.current, field: toPlace, page: page.number, ...onPage(page, x, y), fontSize: 11 }]);
  };

  const submit = async () => {
    setProblems([]);
    try {
      await save({ variables: { id: templateId, placements: sent(drafts) } });
      setSavedText(JSON.stringify(sent(drafts)));
      notices.toast('Placements saved.', 'success');
    } catch (caught) {
      const found = fieldErrorsOf(caught);
      setProblems(
        Object.keys(found).length ? Object.values(found) : [caught instanceof Error ? caught.message : 'The placements could not be saved.'],
      );
    }
  };

  return (
    <>
      <div className="templates-actions">
        <FormGroup label="Field to place" labelFor={fieldId} inline helperText="Then click a page where its text starts.">
          <HTMLSelect
            id={fieldId}
            value={toPlace}
            onChange={(event) => setToPlace(event.currentTarget.value)}
            options={codes.map((code) => ({ value: code, label: `{${code}}` }))}
          />
        </FormGroup>
      </div>
      <div className="pdf-pages">
        {pages.map((page) => (
          <PageView key={page.number} page={page} drafts={drafts.filter((draft) => draft.page === page.number)} onAdd={add} onChange={change} />
        ))}
      </div>
      <PlacementTable
        pages={pages}
        codes={codes}
        drafts={drafts}
        onChange={change}
        onRemove={(key) => setDrafts((all) => all.filter((draft) => draft.key !== key))}
        onAdd={() => add(pages[0]!)}
      />
      {problems.length > 0 && (
        <Callout intent="danger" title="The placements were not saved">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Callout>
      )}
      <div className="templates-actions">
        <Button intent="primary" icon="floppy-disk" text="Save placements" loading={saving.loading} onClick={() => void submit()} />
        {dirty && <span className="templates-unsaved">Unsaved changes: the filled PDF uses the saved placements.</span>}
      </div>
      <h3>Fill for a student</h3>
      <FilledPreview templateId={templateId} />
    </>
  );
}

interface PageViewProps {
  page: PageBox;
  drafts: readonly Draft[];
  onAdd: (page: PageBox, x: number, y: number) => void;
  onChange: (key: number, patch: Partial<Draft>) => void;
}

function PageView({ page, drafts, onAdd, onChange }: PageViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);
  const point = (event: ReactPointerEvent) => pointerPoint(page, box.current!.getBoundingClientRect(), event.clientX, event.clientY, scale);

  return (
    <figure className="pdf-page">
      <div
        ref={box}
        className="pdf-page-box"
        style={{ width: page.width * scale, height: page.height * scale }}
        data-page={page.number}
        onPointerDown={(event) => {
          if (event.target === box.current) {
            const at = point(event);
            onAdd(page, at.x, at.y);
          }
        }}
      >
        {drafts.map((draft) => (
          <button
            key={draft.key}
            type="button"
            className="pdf-field"
            style={{ left: draft.x * scale, bottom: draft.y * scale, fontSize: Math.max(9, draft.fontSize * scale * 1.4) }}
            aria-label={`{${draft.field}} on page ${page.number} at x ${draft.x}, y ${draft.y}. Arrow keys move it.`}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              dragging.current = draft.key;
            }}
            onPointerMove={(event) => {
              if (dragging.current === draft.key) onChange(draft.key, point(event));
            }}
            onPointerUp={() => (dragging.current = null)}
            onKeyDown={(event) => {
              const moved = nudged(draft, page, event.key, event.shiftKey);
              if (!moved) return;
              event.preventDefault();
              onChange(draft.key, moved);
            }}
          >
            {`{${draft.field}}`}
          </button>
        ))}
      </div>
      <figcaption>
        Page {page.number}: {page.width} × {page.height} pt
      </figcaption>
    </figure>
  );
}

interface TableProps {
  pages: readonly PageBox[];
  codes: readonly string[];
  drafts: readonly Draft[];
  onChange: (key: number, patch: Partial<Draft>) => void;
  onRemove: (key: number) => void;
  onAdd: () => void;
}

function NumberCell({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  return (
    <InputGroup
      aria-label={label}
      type="number"
      small
      value={Number.isFinite(value) ? String(value) : ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? Number.NaN : Number(event.currentTarget.value))}
    />
  );
}

function PlacementTable({ pages, codes, drafts, onChange, onRemove, onAdd }: TableProps) {
  return (
    <section aria-label="Placed fields">
      <HTMLTable className="templates-table" compact striped>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Page (1–{pages.length})</th>
            <th scope="col">x (pt from left)</th>
            <th scope="col">y (pt from bottom)</th>
            <th scope="col">Size</th>
            <th scope="col">
              <span className="bp6-text-muted">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {drafts.length === 0 && (
            <tr>
              <td colSpan={6}>No fields placed yet: choose a field and click a page, or add one here.</td>
            </tr>
          )}
          {drafts.map((draft, index) => (
            <tr key={draft.key}>
              <td>
                <HTMLSelect
                  aria-label={`Field of placement ${index + 1}`}
                  value={draft.field}
                  onChange={(event) => onChange(draft.key, { field: event.currentTarget.value })}
                  options={(codes.includes(draft.field) ? codes : [draft.field, ...codes]).map((code) => ({ value: code, label: `{${code}}` }))}
                />
              </td>
              <td>
                <NumberCell label={`Page of placement ${index + 1}`} value={draft.page} onChange={(page) => onChange(draft.key, { page })} />
              </td>
              <td>
                <NumberCell label={`x of placement ${index + 1}`} value={draft.x} onChange={(x) => onChange(draft.key, { x })} />
              </td>
              <td>
                <NumberCell label={`y of placement ${index + 1}`} value={draft.y} onChange={(y) => onChange(draft.key, { y })} />
              </td>
              <td>
                <NumberCell
                  label={`Font size of placement ${index + 1}`}
                  value={draft.fontSize}
                  onChange={(fontSize) => onChange(draft.key, { fontSize })}
                />
              </td>
              <td>
                <Button minimal icon="trash" intent="danger" aria-label={`Remove placement ${index + 1}`} onClick={() => onRemove(draft.key)} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Button icon="add" text="Add a field" onClick={onAdd} disabled={pages.length === 0} />
    </section>
  );
}
