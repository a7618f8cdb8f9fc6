// Blueprint's Tabs with the selected tab underlined by CSS rather than by the sliding indicator. The indicator is placed
// by measuring the selected tab when the tabs mount and change, which lays the whole page out from inside React's
// commit.
import { Tabs as BlueprintTabs, type TabsProps } from '@blueprintjs/core';

export function Tabs(props: TabsProps) {
  return <BlueprintTabs {...props} animate={false} />;
}
