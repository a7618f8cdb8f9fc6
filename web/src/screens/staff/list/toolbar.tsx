// What the staff list's toolbar holds beside the kit's search, export, import, deleted and add buttons; other parts
// of the record add their buttons here (a time-punch "Sync all", say).
import type { ReactNode } from 'react';
import { SyncAllButton } from '../../time-punch/SyncAllButton';

export const staffToolbar: ReactNode = <SyncAllButton />;
