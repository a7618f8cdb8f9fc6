// Dynamic (built) and PDF session templates: their lists, the builder for add and edit, and the preview filled
// from a session.
import { BuilderPage } from './BuilderPage';
import { builtTemplates, pdfTemplates } from './paths';
import { PreviewPage } from './PreviewPage';
import { templateListScreens } from './TemplateList';

const built = templateListScreens(builtTemplates);
const pdf = templateListScreens(pdfTemplates);

export const screens = {
  List: built.List,
  Add: () => <BuilderPage kind={builtTemplates} />,
  Edit: () => <BuilderPage kind={builtTemplates} />,
  Preview: () => <PreviewPage kind={builtTemplates} />,
  PdfList: pdf.List,
  PdfAdd: () => <BuilderPage kind={pdfTemplates} />,
  PdfEdit: () => <BuilderPage kind={pdfTemplates} />,
  PdfPreview: () => <PreviewPage kind={pdfTemplates} />,
};
