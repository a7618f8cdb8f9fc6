// The list view: the appointments, and the sign requests sent for them; the tab is kept in the address
// (?view=requests) so that either can be returned to.
import { Tab } from '@blueprintjs/core';
import { Tabs } from '../../../kit/Tabs';
import { useAddressValues } from '../../../kit/address/useAddressValues';
import { Appointments } from './Appointments';
import { SentRequests } from './SentRequests';
import '../../billing-schedule/billing-schedule.css';
import './appointment-list.css';

type View = 'appointments' | 'requests';

export function AppointmentList() {
  const address = useAddressValues();
  const view: View = address.get('view') === 'requests' ? 'requests' : 'appointments';
  const show = (next: View) => address.set({ view: next === 'requests' ? next : null }, { push: true });
  return (
    <div className="kit-page">
      <Tabs id="appointment-list-view" selectedTabId={view} onChange={(next) => show(next as View)} renderActiveTabPanelOnly>
        <Tab id="appointments" title="Appointments" panel={<Appointments />} />
        <Tab id="requests" title="Sent sign requests" panel={<SentRequests />} />
      </Tabs>
    </div>
  );
}
