// Templates: the list (Word and PDF), a template's pages, the merge fields and short codes, and the PDF template
// editor. Behind 'Templates' (short codes: 'Template Short Code').
import './templates.css';
import { MergeFields } from './MergeFields';
import { templatePages } from './pages';
import { PdfEditor } from './PdfEditor';
import { shortCodeScreens } from './shortCodes';
import { TemplateList } from './TemplateList';

export const screens = {
  Templates: TemplateList,
  ...templatePages,
  MergeFields,
  ShortCodes: shortCodeScreens.List,
  PdfEditor,
};
