// The practice-management import section, for the Session Data Import page.
export { PracticeImport } from './PracticeImport';
