// Module and Menu Setup (Super Admin only): the catalogue of permissions roles are built from. A module (label) has
// menus (sub-labels), each with the methods a role can be given. Names are checked for availability as they are
// typed (the API's nameCheck, 500 ms after the last keystroke).
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Checkbox, FormGroup, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DataGrid, useWrite, type RowAction } from '../../kit';
import { NameCheckText, useNameCheck, type NameState } from './NameCheck';
import { PermissionModuleList, SavePermissionModule } from './operations';
import { LinkButton } from '../../kit/LinkButton';
import '../roles/roles.css';
import '../../kit/kit.css';

/** The methods a menu can offer: the known ones, with List, Add, Edit and Delete first. */
const KNOWN_METHODS = ['List', 'Add', 'Edit', 'Delete', 'Go To Website', 'Generate Session Report'];

interface ModuleRow {
  id: string;
  label: string;
  menus: Array<{ subLabel: string; methods: string[] }>;
}

function List() {
  const { data, loading } = useQuery(PermissionModuleList, { fetchPolicy: 'cache-and-network' });
  const navigate = useNavigate();
  const actions = useMemo<RowAction<ModuleRow>[]>(
    () => [{ label: 'Edit', ariaLabel: (row) => `Edit ${row.label}`, onClick: (row) => void navigate(`/edit-module-and-menu/${row.id}`) }],
    [navigate],
  );
  if (loading && !data) return <Spinner aria-label="Loading modules" />;
  const rows = data?.modules ?? [];
  return (
    <div className="kit-page">
      <div className="kit-toolbar">
        <span className="kit-muted">{rows.length} modules. Roles give their users the menus and methods set up here.</span>
        <span className="kit-toolbar-spacer" />
        <Link to="/edit-module-and-menu/new" className="bp6-button bp6-intent-primary">
          <span className="bp6-button-text">Add module</span>
        </Link>
      </div>
      <DataGrid
        label="Modules"
        rows={rows}
        columns={[
          { id: 'label', header: 'Module', value: (row) => row.label, flex: 1.2 },
          { id: 'menus', header: 'Menus', value: (row) => row.menus.map((menu) => menu.subLabel).join(', '), flex: 2 },
          { id: 'methods', header: 'Methods', value: (row) => [...new Set(row.menus.flatMap((menu) => menu.methods))].join(', '), flex: 2 },
        ]}
        actions={actions}
      />
    </div>
  );
}

interface MenuDraft {
  key: number;
  subLabel: string;
  methods: string[];
}

let nextKey = 1;

/** One menu of the module: its name, checked as typed, and its methods. */
function MenuEditor({
  menu,
  index,
  updateId,
  duplicate,
  extraMethods,
  error,
  disabled,
  onChange,
  onRemove,
  onState,
}: {
  menu: MenuDraft;
  index: number;
  updateId?: string;
  duplicate: boolean;
  extraMethods: string[];
  error?: string;
  disabled: boolean;
  onChange: (menu: MenuDraft) => void;
  onRemove: () => void;
  onState: (state: NameState) => void;
}) {
  const id = useId().replace(/:/g, '');
  const check = useNameCheck(menu.subLabel, updateId);
  const state: NameState = duplicate ? 'taken' : check.state;
  // The form needs each menu's state to refuse a taken name on save.
  const report = useRef(onState);
  report.current = onState;
  useEffect(() => report.current(state), [state]);
  const methods = [...KNOWN_METHODS, ...extraMethods.filter((method) => !KNOWN_METHODS.includes(method))];
  return (
    <fieldset className="kit-fieldset" aria-label={`Menu ${index + 1}`}>
      <legend>Menu {index + 1}</legend>
      <FormGroup label="Menu name (sub-label)" labelFor={`${id}-name`} labelInfo="(required)" intent={error ? 'danger' : 'none'} helperText={error}>
        <InputGroup
          id={`${id}-name`}
          value={menu.subLabel}
          placeholder="agency-list"
          disabled={disabled}
          intent={state === 'taken' || error ? 'danger' : 'none'}
          aria-describedby={`${id}-check`}
          onValueChange={(subLabel) => onChange({ ...menu, subLabel })}
        />
        <NameCheckText id={`${id}-check`} state={state} message={duplicate ? 'another menu of this module has the name.' : check.message} />
      </FormGroup>
      <div role="group" aria-label={`Methods of menu ${index + 1}`}>
        {methods.map((method) => (
          <Checkbox
            key={method}
            inline
            label={method}
            checked={menu.methods.includes(method)}
            disabled={disabled}
            onChange={(event) =>
              onChange({
                ...menu,
                methods: event.currentTarget.checked ? [...menu.methods, method] : menu.methods.filter((held) => held !== method),
              })
            }
          />
        ))}
      </div>
      <Button variant="minimal" intent="danger" icon="trash" text="Remove menu" disabled={disabled} onClick={onRemove} />
    </fieldset>
  );
}

function ModuleForm({ module }: { module: ModuleRow | null }) {
  const navigate = useNavigate();
  const id = useId().replace(/:/g, '');
  const saving = useWrite(SavePermissionModule);
  const updateId = module?.id;
  const [label, setLabel] = useState(module?.label ?? '');
  const [menus, setMenus] = useState<MenuDraft[]>(() =>
    (module?.menus ?? [{ subLabel: '', methods: ['List', 'Add', 'Edit', 'Delete'] }]).map((menu) => ({ key: nextKey++, ...menu })),
  );
  const [menuStates, setMenuStates] = useState<Record<number, NameState>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const labelCheck = useNameCheck(label, updateId);
  const extraMethods = [...new Set((module?.menus ?? []).flatMap((menu) => menu.methods))];
  const names = menus.map((menu) => menu.subLabel.trim().toLowerCase());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!label.trim()) found['label'] = 'The module name field is required.';
    else if (labelCheck.state === 'taken') found['label'] = labelCheck.message ?? 'The module name is already taken.';
    if (menus.length === 0) found['menus'] = 'Add at least one menu.';
    menus.forEach((menu) => {
      if (!menu.subLabel.trim()) found[`menu-${menu.key}`] = 'The menu name field is required.';
      else if (menuStates[menu.key] === 'taken') found[`menu-${menu.key}`] = 'The menu name is already taken.';
      else if (menu.methods.length === 0) found[`menu-${menu.key}`] = 'Choose at least one method.';
    });
    const checking = labelCheck.state === 'checking' || menus.some((menu) => menuStates[menu.key] === 'checking');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (checking) {
      setProblem('The names are still being checked; try again in a moment.');
      return;
    }
    setProblem(null);
    const input = {
      updateId: updateId ?? null,
      label: label.trim(),
      menus: menus.map((menu) => ({ subLabel: menu.subLabel.trim(), methods: menu.methods })),
    };
    const outcome = await saving.run({ input }, module ? 'Module updated.' : 'Module created.');
    if (outcome.ok) void navigate('/module-and-menu-setup');
    else {
      setErrors(outcome.fieldErrors);
      setProblem(outcome.message);
    }
  };

  return (
    <form className="kit-form" noValidate onSubmit={(event) => void submit(event)} aria-label={module ? `Edit module ${module.label}` : 'Add module'}>
      {problem && (
        <Callout intent="warning" role="alert">
          {problem}
        </Callout>
      )}
      <FormGroup
        label="Module name (label)"
        labelFor={`${id}-label`}
        labelInfo="(required)"
        intent={errors['label'] ? 'danger' : 'none'}
        helperText={errors['label'] ? <span id={`${id}-label-error`}>{errors['label']}</span> : undefined}
      >
        <InputGroup
          id={`${id}-label`}
          value={label}
          placeholder="Agency"
          disabled={saving.pending}
          intent={labelCheck.state === 'taken' || errors['label'] ? 'danger' : 'none'}
          aria-invalid={errors['label'] ? true : undefined}
          aria-describedby={[errors['label'] ? `${id}-label-error` : null, `${id}-label-check`].filter(Boolean).join(' ')}
          onValueChange={setLabel}
        />
        <NameCheckText id={`${id}-label-check`} state={labelCheck.state} message={labelCheck.message} />
      </FormGroup>
      {errors['menus'] && <p className="bp6-text-intent-danger">{errors['menus']}</p>}
      {menus.map((menu, index) => (
        <MenuEditor
          key={menu.key}
          menu={menu}
          index={index}
          updateId={updateId}
          duplicate={menu.subLabel.trim() !== '' && names.indexOf(menu.subLabel.trim().toLowerCase()) !== index}
          extraMethods={extraMethods}
          error={errors[`menu-${menu.key}`]}
          disabled={saving.pending}
          onChange={(next) => setMenus(menus.map((other) => (other.key === menu.key ? next : other)))}
          onRemove={() => setMenus(menus.filter((other) => other.key !== menu.key))}
          onState={(state) => setMenuStates((current) => ({ ...current, [menu.key]: state }))}
        />
      ))}
      <div className="kit-form-actions">
        <Button
          icon="plus"
          text="Add menu"
          disabled={saving.pending}
          onClick={() => setMenus([...menus, { key: nextKey++, subLabel: '', methods: ['List'] }])}
        />
        <Button type="submit" intent="primary" text={module ? 'Save changes' : 'Add module'} loading={saving.pending} disabled={saving.pending} />
        <LinkButton to="/module-and-menu-setup">Cancel</LinkButton>
      </div>
    </form>
  );
}

function Edit() {
  const { module: moduleId = 'new' } = useParams();
  const { data, loading } = useQuery(PermissionModuleList, { skip: moduleId === 'new', fetchPolicy: 'network-only' });
  if (moduleId === 'new') return <ModuleForm module={null} />;
  if (loading && !data) return <Spinner aria-label="Loading the module" />;
  const module = data?.modules.find((candidate) => candidate.id === moduleId || candidate.label === moduleId) ?? null;
  if (!module) return <NonIdealState icon="search" title="Module not found" action={<Link to="/module-and-menu-setup">Back to the modules</Link>} />;
  return <ModuleForm key={module.id} module={module} />;
}

export const screens = { List, Edit };
