// What to tell beside the signature when a save fails: the API's or the gateway's message for the signature (a
// refused file, a missing name), else the first field message, else the error's own text.
import { isAnnounced } from '../../app/links';
import { fieldErrorsOf } from '../../kit/fieldErrors';

export const notSavedMessage = 'The signature was not saved.';

export function saveProblem(caught: unknown): string {
  const fields = fieldErrorsOf(caught);
  const message = fields.signature ?? fields.typedName ?? Object.values(fields)[0];
  if (message) return message;
  // The app already showed it (a modal, a toast); the field still says it was not saved.
  if (isAnnounced(caught) || !(caught instanceof Error)) return notSavedMessage;
  return caught.message;
}
