// A role's permissions as a tree: each module (label) with its menus (sub-labels) and the methods of each menu,
// as grouped checkboxes. A module's own checkbox takes or drops all of it.
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, InputGroup, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { CustomControl } from '../../kit';
import { PermissionCatalogue } from './operations';

interface Item {
  id: string;
  label: string;
  subLabel: string;
  method: string;
}

interface Module {
  label: string;
  menus: Array<{ subLabel: string; items: Item[] }>;
  ids: string[];
}

function group(items: readonly Item[]): Module[] {
  const modules = new Map<string, Map<string, Item[]>>();
  for (const item of items) {
    const menus = modules.get(item.label) ?? new Map<string, Item[]>();
    menus.set(item.subLabel, [...(menus.get(item.subLabel) ?? []), item]);
    modules.set(item.label, menus);
  }
  return [...modules.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, menus]) => {
      const list = [...menus.entries()].map(([subLabel, menuItems]) => ({ subLabel, items: menuItems }));
      return { label, menus: list, ids: list.flatMap((menu) => menu.items.map((item) => item.id)) };
    });
}

export function PermissionTree({ id, label, value, onChange, describedBy, disabled }: CustomControl) {
  const { data, loading } = useQuery(PermissionCatalogue);
  const modules = useMemo(() => group(data?.items ?? []), [data]);
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const chosen = new Set(Array.isArray(value) ? value : []);
  const shown = filter
    ? modules.filter((module) =>
        `${module.label} ${module.menus.map((menu) => menu.subLabel).join(' ')}`.toLowerCase().includes(filter.toLowerCase()),
      )
    : modules;

  const set = (ids: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const item of ids) {
      if (on) next.add(item);
      else next.delete(item);
    }
    onChange([...next]);
  };
  const toggleOpen = (name: string) => {
    const next = new Set(open);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    setOpen(next);
  };

  return (
    <fieldset className="kit-fieldset" id={id} aria-describedby={describedBy}>
      <legend>
        {label} <span className="kit-muted">({chosen.size} selected)</span>
      </legend>
      <InputGroup small leftIcon="filter" placeholder="Filter modules" aria-label="Filter modules" value={filter} onValueChange={setFilter} />
      {loading && <Spinner size={20} aria-label="Loading permissions" />}
      <ul className="permission-tree">
        {shown.map((module) => {
          const held = module.ids.filter((item) => chosen.has(item)).length;
          const expanded = open.has(module.label) || filter !== '';
          return (
            <li key={module.label}>
              <div className="permission-module">
                <Button
                  size="small"
                  variant="minimal"
                  icon={expanded ? 'chevron-down' : 'chevron-right'}
                  aria-expanded={expanded}
                  aria-label={`${expanded ? 'Hide' : 'Show'} the menus of ${module.label}`}
                  onClick={() => toggleOpen(module.label)}
                />
                <Checkbox
                  inline
                  label={`${module.label} (${held}/${module.ids.length})`}
                  checked={held === module.ids.length && held > 0}
                  indeterminate={held > 0 && held < module.ids.length}
                  disabled={disabled}
                  onChange={(event) => set(module.ids, event.currentTarget.checked)}
                />
              </div>
              {expanded && (
                <ul>
                  {module.menus.map((menu) => (
                    <li key={menu.subLabel}>
                      <div role="group" aria-label={`${module.label}: ${menu.subLabel}`} className="permission-menu">
                        <span className="permission-menu-name">{menu.subLabel}</span>
                        {menu.items.map((item) => (
                          <Checkbox
                            key={item.id}
                            inline
                            label={item.method}
                            aria-label={`${menu.subLabel} ${item.method}`}
                            checked={chosen.has(item.id)}
                            disabled={disabled}
                            onChange={(event) => set([item.id], event.currentTarget.checked)}
                          />
                        ))}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
