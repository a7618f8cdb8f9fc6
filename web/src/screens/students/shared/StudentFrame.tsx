// The frame of every per-student page: who the student is, the authorizations that need attention (prominent, on
// every page of the record), and the side navigation to every other page of the record. A student the user may not
// open (outside a therapist's caseload, which the API answers as not found) gets a refusal page, never a blank one.
import { useQuery } from '@apollo/client/react';
import { Callout, NonIdealState } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { errorCode } from '../../../app/links';
import { guardRedirect } from '../../../layout/guard';
import { protectedMetaFor } from '../../../routes/table';
import { useSession } from '../../../session';
import { RecordPermissionsContext } from '../../../kit/list/RecordSection';
import { Forbidden } from '../../auth/Forbidden';
import { AuthorizationFlags } from './AuthorizationFlags';
import { usDate } from './format';
import { studentNav } from './nav';
import { useStudentPermissions } from './permissions';
import { StudentHeaderQuery } from './operations';
import { useStudentId } from './useStudentId';
import '../../../kit/touch.css';
import '../students.css';
import './touch.css';

export function StudentFrame({ title, children }: { title: string; children: ReactNode }) {
  const studentId = useStudentId();
  // A refusal comes to the frame, which shows it in place of the record, rather than to the one modal.
  const { data, error } = useQuery(StudentHeaderQuery, { variables: { id: studentId }, context: { errorsInPlace: true } });
  const student = data?.student;
  const alerts = student?.authorizationAlerts ?? [];
  const permissions = useStudentPermissions();
  const session = useSession();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a tablet the navigation is a strip that scrolls sideways: the current page's tab is brought to its middle. The
  // strip alone scrolls, never the page; at a desktop's width the navigation is a column and this changes nothing.
  useLayoutEffect(() => {
    const strip = nav.current;
    const active = strip?.querySelector('.active');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    const [box, tab] = [strip.getBoundingClientRect(), active.getBoundingClientRect()];
    strip.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
  }, [pathname]);
  const refused = student ? undefined : errorCode(error);
  if (refused === 'FORBIDDEN') return <Forbidden />;
  if (refused === 'NOT_FOUND') {
    return (
      <NonIdealState
        icon="search"
        title="Student not found"
        description={`There is no student ${studentId} among the students you can open: it may have been removed, or not be one of your students.`}
        action={<Link to="/student">Back to the students</Link>}
      />
    );
  }
  return (
    <div className="student-record kit-touch-area">
      <nav ref={nav} className="student-nav" aria-label="Student record">
        {studentNav.map((group) => (
          <div key={group.label} className="student-nav-group">
            <h2 className="student-nav-heading">{group.label}</h2>
            <ul>
              {group.links
                .filter((link) => !link.guarded || guardRedirect(session, protectedMetaFor(link.to(studentId))) === null)
                .map((link) => (
                  <li key={link.label}>
                    <NavLink to={link.to(studentId)} end className={({ isActive }) => (isActive ? 'student-nav-link active' : 'student-nav-link')}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="student-main">
        <header className="student-banner">
          <h2 className="student-name">{student ? student.name : 'Student'}</h2>
          {student?.preferredName && <span className="kit-muted">“{student.preferredName}”</span>}
          {student?.clientCode && <Tag minimal>{student.clientCode}</Tag>}
          {student && <Tag intent={student.status === 0 ? 'none' : 'success'}>{student.status === 0 ? 'Inactive' : 'Active'}</Tag>}
          {student?.dob && <span className="kit-muted">Born {usDate(student.dob)}</span>}
          {student?.agency && <span className="kit-muted">{student.agency.name}</span>}
        </header>
        {alerts.length > 0 && (
          <Callout intent="warning" icon="warning-sign" title="Authorizations need attention" className="student-alerts">
            <ul>
              {alerts.map((auth) => (
                <li key={auth.id}>
                  <Link to={`/edit-student-authorization/${auth.id}/${studentId}`}>
                    {auth.authorizationNumber}
                    {auth.service ? ` (${auth.service.name})` : ''}
                  </Link>{' '}
                  ends {usDate(auth.endDate)}, {auth.unitsRemaining} of {auth.totalUnits} units left <AuthorizationFlags auth={auth} />
                </li>
              ))}
            </ul>
          </Callout>
        )}
        <h3 className="student-page-title">{title}</h3>
        {/* The record's lists offer only the writes the user's permissions allow. */}
        <RecordPermissionsContext.Provider value={permissions}>{children}</RecordPermissionsContext.Provider>
      </div>
    </div>
  );
}
