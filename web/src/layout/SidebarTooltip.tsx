// A collapsed sidebar's link names itself in a tooltip. Loaded only once the sidebar is collapsed: the tooltip's
// positioning code is needed by no screen before that.
import { Tooltip } from '@blueprintjs/core';
import type { ReactElement } from 'react';

export default function SidebarTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip content={label} placement="right" hoverOpenDelay={300}>
      {children}
    </Tooltip>
  );
}
