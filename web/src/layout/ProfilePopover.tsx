// The profile menu's popover: Profile and Sign out. Loaded the first time the menu is opened, since the popover code
// (floating-ui, Blueprint's menu) is needed by no screen before that.
import { Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { ReactElement } from 'react';

export interface ProfilePopoverProps {
  name: string;
  email: string;
  onProfile: () => void;
  onSignOut: () => void;
  /** The menu's button, which the popover opens from. */
  children: ReactElement;
}

export default function ProfilePopover({ name, email, onProfile, onSignOut, children }: ProfilePopoverProps) {
  return (
    <PopoverNext
      placement="bottom-end"
      // It loads because the button was pressed: open at once.
      defaultIsOpen
      content={
        <div>
          <div className="profile-summary">
            <strong>{name}</strong>
            <div className="bp6-text-muted">{email}</div>
          </div>
          <Menu aria-label="Profile">
            <MenuItem icon="user" text="Profile" onClick={onProfile} />
            <MenuItem icon="log-out" text="Sign out" onClick={onSignOut} />
          </Menu>
        </div>
      }
    >
      {children}
    </PopoverNext>
  );
}
