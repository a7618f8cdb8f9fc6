// The client document portal: works signed out, for the one family a link's token names.
import '../signatures/signatures.css';
import './portal.css';
import { Portal } from './Portal';
import { PortalDocument } from './PortalDocument';

export const screens = { Portal, Document: PortalDocument };
