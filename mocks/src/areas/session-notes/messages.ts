// Every message the notes area answers with, in one place so the gateway's tests and the web can name them.
export const noteMessages = {
  sessionNotFound: 'Session not found.',
  locked: 'This note is completed and locked. Add an addendum to change it.',
  notLocked: 'Only a completed note takes addenda; edit the draft instead.',
  unheld: (status: string) => `A session marked ${status} has no note to write.`,
  future: 'A note can be written once the session has taken place.',
  unknownField: (key: string) => `The note has no field "${key}".`,
  badChoice: (label: string) => `Choose one of the options for "${label}".`,
  required: (label: string) => `The field "${label}" is required to complete the note.`,
  providerUnsigned: 'The provider must sign the note before it can be completed.',
  guardianUnsigned: 'This template needs the guardian’s signature before the note can be completed.',
  guardianNotAsked: 'This template does not ask for the guardian’s signature.',
  guardianName: 'Enter the guardian’s name.',
  acknowledge: 'Review the warnings of the signing checks and confirm them to complete the note.',
  blocked: 'A check stops this note from being completed; fix the session first.',
  signatureType: 'The selected file type is not allowed. Only PNG and JPEG is supported.',
  signatureSize: 'The file exceed the maximum allowed limit (10 MB).',
  addendumBlank: 'The addendum field is required.',
  addendumLong: 'The addendum may not be greater than 5000 characters.',
  noDates: 'The dates field is required.',
  badDate: 'The dates must be valid dates.',
  noFiles: 'The files field is required.',
  tooManyFiles: 'The files field must not have more than 5 items.',
  fileNotFound: 'Session file not found.',
} as const;

export const maxAddendumLength = 5000;
