// The addresses of the two kinds of template pages: built (dynamic) and PDF templates share every page.
import type { SessionTemplateSource } from '../../../gql/graphql';

export interface TemplateKind {
  source: SessionTemplateSource;
  base: string;
  singular: string;
  plural: string;
}

export const builtTemplates: TemplateKind = {
  source: 'DYNAMIC',
  base: '/dynamic-session-templates',
  singular: 'Dynamic Session Template',
  plural: 'Dynamic Session Templates',
};

export const pdfTemplates: TemplateKind = {
  source: 'PDF',
  base: '/pdf-session-templates',
  singular: 'PDF Session Template',
  plural: 'PDF Session Templates',
};

export const editPath = (kind: TemplateKind, id: string) => `${kind.base}/edit/${id}`;
export const previewPath = (kind: TemplateKind, id: string) => `${kind.base}/preview/${id}`;
