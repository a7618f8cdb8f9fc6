// The list view: the appointments, and the sign requests sent for them; the tab is kept in the address
// (?view=requests) so that either can be returned to.
import { Tab, Tabs } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';
import { Appointments } from './Appointments';
import { SentRequests } from './SentRequests';
import '../billing-schedule/billing-schedule.css';
import './appointment-list.css';

type View = 'appointments' | 'requests';

export function AppointmentList() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'requests' ? 'requests' : 'appointments';
  const show = (next: View) =>
    setParams((before) => {
      const after = new URLSearchParams(before);
      if (next === 'requests') after.set('view', next);
      else after.delete('view');
      return after;
    });
  return (
    <div className="kit-page">
      <Tabs id="appointment-list-view" selectedTabId={view} onChange={(next) => show(next as View)} renderActiveTabPanelOnly>
        <Tab id="appointments" title="Appointments" panel={<Appointments />} />
        <Tab id="requests" title="Sent sign requests" panel={<SentRequests />} />
      </Tabs>
    </div>
  );
}
