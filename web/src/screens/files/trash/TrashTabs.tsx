// The two halves of the trash, and of what others shared, as links between their pages (each keeps its address).
import { NavLink } from 'react-router';

interface Tab {
  to: string;
  label: string;
}

function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav aria-label={label} className="files-tabs">
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className={({ isActive }) => `bp6-button bp6-minimal${isActive ? ' bp6-active' : ''}`} end>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

export function TrashTabs() {
  return (
    <Tabs
      label="Trash"
      tabs={[
        { to: '/deleted-folders', label: 'Deleted folders' },
        { to: '/deleted-files', label: 'Deleted files' },
      ]}
    />
  );
}

export function SharedTabs() {
  return (
    <Tabs
      label="Shared with me"
      tabs={[
        { to: '/shared-folders', label: 'Shared folders' },
        { to: '/shared-files', label: 'Shared files' },
      ]}
    />
  );
}
