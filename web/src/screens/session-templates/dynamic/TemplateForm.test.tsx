// The builder against mocked resolvers: a short code picked from the list goes into the focused text at its cursor,
// an unknown code is named by the live check, a template without a name is refused before it is sent, and the
// server's refusal of a field shows beside that field.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { addField, emptyDraft } from './draft';
import { TemplateForm, type BuilderOptionsData } from './TemplateForm';

const options: BuilderOptionsData = {
  shortCodes: [
    { code: '{student_name}', label: 'Student name', example: 'Jordan Avery' },
    { code: '{session_date}', label: 'Session date', example: '11/24/2026' },
  ],
  hcodes: [{ hcode: '97153', description: 'Adaptive behavior treatment', templateId: null, templateName: null }],
  categories: [{ id: '3', name: 'Skill Acquisition' }],
};

const known = new Set(options.shortCodes.map((entry) => entry.code));
const check = (_: unknown, { texts }: { texts: string[] }) => {
  const used = [...new Set(texts.flatMap((text) => text.match(/\{[^{}\s]*\}/g) ?? []))];
  const unknown = used.filter((code) => !known.has(code));
  return { ok: unknown.length === 0, used, unknown, message: unknown.length ? `Unknown short codes: ${unknown.join(', ')}.` : null };
};

function renderForm(errors: Record<string, string> = {}, source: 'DYNAMIC' | 'PDF' = 'DYNAMIC') {
  const onSave = vi.fn();
  const draft = addField(emptyDraft(source), 0, 'TEXT');
  const rendered = renderWithGraphQL(
    <TemplateForm
      initial={draft}
      options={options}
      pdfPages={source === 'PDF' ? 2 : null}
      saving={false}
      errors={errors}
      onSave={onSave}
      onCancel={() => undefined}
    />,
    { session: roles.office(), resolvers: { Query: { checkSessionTemplateShortCodes: check } } },
  );
  return { ...rendered, onSave };
}

describe('the template builder', () => {
  it('inserts a picked short code into the focused text, and names an unknown one', async () => {
    const { user } = renderForm();
    const text = screen.getByRole('textbox', { name: 'Starts with' });
    await user.click(text);
    await user.click(screen.getByRole('button', { name: 'Insert {student_name}, Student name' }));
    expect(text).toHaveValue('{student_name}');
    await user.type(text, ' saw {{therapist}');
    expect(await screen.findByText('Unknown short codes: {therapist}.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('refuses a template without a name before sending it, and shows a field refused by the server beside it', async () => {
    const { user, onSave } = renderForm({ 'sections.0.fields.0.label': 'Every field needs a label.' });
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('The name field is required.')).toBeInTheDocument();
    expect(screen.getByText('Every field needs a label.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Home note');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Home note' }));
  });

  it("places a PDF template's field by page, x and y, each control named and every reference it makes resolving", async () => {
    const { user, container } = renderForm({}, 'PDF');
    const page = screen.getByRole('spinbutton', { name: 'Page' });
    expect(page).toHaveValue(1);
    await user.clear(page);
    await user.type(page, '2');
    expect(page).toHaveValue(2);
    expect(screen.getByRole('spinbutton', { name: 'From the left (pt)' })).toHaveValue(72);
    for (const element of container.querySelectorAll('[aria-controls], [aria-describedby]')) {
      for (const id of `${element.getAttribute('aria-controls') ?? ''} ${element.getAttribute('aria-describedby') ?? ''}`
        .split(' ')
        .filter(Boolean)) {
        expect(document.getElementById(id), id).not.toBeNull();
      }
    }
  });
});
