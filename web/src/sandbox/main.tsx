// The offline GraphQL sandbox served at /sandbox: GraphiQL and its stylesheet come from npm, bundled by Vite.
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSandboxFetcher } from './sandboxFetcher';
import './sandbox.css';

const defaultQuery = `# The practice portal's GraphQL gateway.
# Signed in to the portal in this browser?
# Requests carry your session's token, unless
# you set an Authorization header below.

query Version {
  version
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('sandbox.html has no #graphiql element.');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={createSandboxFetcher()} defaultQuery={defaultQuery} shouldPersistHeaders={false} />
  </StrictMode>,
);
