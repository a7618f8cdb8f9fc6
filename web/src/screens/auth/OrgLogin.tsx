import { useMutation } from '@apollo/client/react';
import { Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { useSessionStore } from '../../session';
import './auth.css';

const OrganizationLoginMutation = graphql(`
  mutation OrganizationLogin($siteId: ID!, $token: String!) {
    organizationLogin(siteId: $siteId, token: $token) {
      ...SessionFields
    }
  }
`);

/** Organisation single sign-on: posts with the route's token, stores the session and opens the dashboard. */
export function OrgLogin() {
  const { organization_id: id = '', token = '' } = useParams();
  const navigate = useNavigate();
  const session = useSessionStore();
  const [organizationLogin] = useMutation(OrganizationLoginMutation);
  const [settled, setSettled] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    // Once per landing, even when React runs effects twice in development.
    started.current = true;
    organizationLogin({ variables: { siteId: id, token } })
      .then(({ data }) => {
        if (!data) return;
        session.signIn(data.organizationLogin);
        void navigate('/dashboard', { replace: true });
      })
      .catch((error: unknown) => {
        // A failure is only logged, with no message to the user.
        console.error(error);
      })
      .finally(() => setSettled(true));
  }, [id, token, organizationLogin, session, navigate]);

  if (!token) return <Navigate to="/" replace />;

  return (
    <Card className="auth-card" elevation={2}>
      {settled ? (
        <NonIdealState icon="office" title="Organisation sign-in" action={<Link to="/">Go to sign in</Link>} />
      ) : (
        <NonIdealState icon={<Spinner size={40} aria-label="Signing in" />} title="Signing you in…" />
      )}
    </Card>
  );
}
