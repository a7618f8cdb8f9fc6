import { Classes, Icon } from '@blueprintjs/core';
import { Tag } from '../kit/Tag';
import { lazy, Suspense, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useSession } from '../session';
import { visibleMenu, type MenuBadge, type MenuGroup, type MenuLink } from './menu';

const SidebarTooltip = lazy(() => import('./SidebarTooltip'));

export interface SidebarProps {
  expanded: boolean;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
  /** A collapsed sidebar expands when a group is opened. */
  onExpand?: () => void;
  id?: string;
}

/** An entry's count, when it has one above 0; a collapsed menu shows it as a dot. */
function BadgeCount({ badge, expanded }: { badge: MenuBadge; expanded: boolean }) {
  const count = badge.useCount();
  if (count <= 0) return null;
  return expanded ? (
    <Tag round minimal intent="primary" className="sidebar-badge">
      <span aria-hidden>{count}</span>
      <span className="visually-hidden">{badge.label(count)}</span>
    </Tag>
  ) : (
    <span className="sidebar-badge-dot" role="img" aria-label={badge.label(count)} />
  );
}

function LinkItem({ entry, expanded, onNavigate }: { entry: MenuLink; expanded: boolean; onNavigate?: () => void }) {
  const item = (
    <NavLink
      to={entry.to}
      end
      onClick={onNavigate}
      aria-label={expanded ? undefined : entry.label}
      // A plain string: the tooltip clones this element and would drop a className function. NavLink adds `active`.
      className={`${Classes.MENU_ITEM} sidebar-item`}
    >
      <Icon icon={entry.icon} className={Classes.MENU_ITEM_ICON} aria-hidden />
      {expanded && <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{entry.label}</span>}
      {entry.badge && <BadgeCount badge={entry.badge} expanded={expanded} />}
    </NavLink>
  );
  return (
    <li>
      {expanded ? (
        item
      ) : (
        <Suspense fallback={item}>
          <SidebarTooltip label={entry.label}>{item}</SidebarTooltip>
        </Suspense>
      )}
    </li>
  );
}

function GroupItem(props: { entry: MenuGroup; expanded: boolean; open: boolean; onToggle: () => void; onNavigate?: () => void; idPrefix: string }) {
  const { entry, expanded, open, onToggle, onNavigate, idPrefix } = props;
  const listId = `${idPrefix}-${entry.label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <li>
      <button
        type="button"
        className={`${Classes.MENU_ITEM} sidebar-item sidebar-group`}
        aria-expanded={expanded && open}
        aria-controls={listId}
        aria-label={expanded ? undefined : entry.label}
        title={expanded ? undefined : entry.label}
        onClick={onToggle}
      >
        <Icon icon={entry.icon} className={Classes.MENU_ITEM_ICON} aria-hidden />
        {expanded && (
          <>
            <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{entry.label}</span>
            <Icon icon={open ? 'chevron-up' : 'chevron-down'} aria-hidden />
          </>
        )}
      </button>
      {expanded && open && (
        <ul id={listId} className="sidebar-list sidebar-sublist">
          {entry.children.map((child) => (
            <LinkItem key={child.to} entry={child} expanded={expanded} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The menu of the protected layout; the mobile drawer shows the same component, always expanded. */
export function Sidebar({ expanded, onNavigate, onExpand, id = 'sidebar' }: SidebarProps) {
  const session = useSession();
  const entries = useMemo(() => visibleMenu(session), [session]);
  const { pathname } = useLocation();
  // The group holding the current page starts open.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => {
    const current = entries.find((entry) => entry.kind === 'group' && entry.children.some((child) => child.to === pathname));
    return new Set(current ? [current.label] : []);
  });

  const toggle = (label: string) => {
    if (!expanded) {
      onExpand?.();
      setOpenGroups((groups) => new Set(groups).add(label));
      return;
    }
    setOpenGroups((groups) => {
      const next = new Set(groups);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });
  };

  return (
    <nav aria-label="Main menu" id={id} className={`sidebar ${expanded ? 'sidebar-expanded' : 'sidebar-collapsed'}`}>
      <ul className={`${Classes.MENU} sidebar-list`}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <LinkItem key={entry.to} entry={entry} expanded={expanded} onNavigate={onNavigate} />
          ) : (
            <GroupItem
              key={entry.label}
              entry={entry}
              expanded={expanded}
              open={openGroups.has(entry.label)}
              onToggle={() => toggle(entry.label)}
              onNavigate={onNavigate}
              idPrefix={id}
            />
          ),
        )}
      </ul>
    </nav>
  );
}
