// The 'Send feedback' dialog of the help-desk widget every layout carries:
// loaded by FeedbackWidget the first time the launcher is pressed, then mounted for good so that unsent content is
// kept between openings.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, Spinner, SpinnerSize } from '@blueprintjs/core';
import { lazy, Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { useNotices } from '../app/notices';
import { isSignedIn, useSession } from '../session';
import { FeedbackFields, type FieldIds } from './FeedbackFields';
import { FeedbackLauncher } from './FeedbackLauncher';
import { failureMessage, fieldErrorsOf, isSessionExpired, messageOf, successMessage } from './feedbackOutcome';
import { validateFeedback, validateField, type FeedbackErrors, type FeedbackField, type FeedbackValues } from './feedbackRules';
import { canCaptureScreen, captureScreen, isCaptureCancelled } from './screenCapture';
import { ScreenshotField, type Screenshot } from './ScreenshotField';
import { checkScreenshot, fileSizeMessage, maxScreenshotBytes, readAsDataUrl, toScreenshotFile } from './screenshotFile';
import { SendFeedbackDocument } from './sendFeedbackMutation';
import { userAgentEntries } from './systemInformation';
import { UnsavedChangesGuard } from '../kit/form/UnsavedChangesGuard';
import './feedback.css';

// The editor (canvas drawing) loads once there is a screenshot to edit, not with every page.
const ScreenshotEditor = lazy(() => import('./ScreenshotEditor').then((module) => ({ default: module.ScreenshotEditor })));

const discardMessage = 'Are you sure to discard the feedback?';

/** closed/open is `open`; while capturing or editing, the dialog and the button step aside. */
type Stage = 'form' | 'capturing' | 'editing';

const fields: readonly FeedbackField[] = ['name', 'email', 'feedback'];
const sameValues = (a: FeedbackValues, b: FeedbackValues) => fields.every((field) => a[field] === b[field]);

export default function FeedbackDialog() {
  const session = useSession();
  const notices = useNotices();
  const idPrefix = useId();
  const ids: FieldIds = { name: `${idPrefix}name`, email: `${idPrefix}email`, feedback: `${idPrefix}feedback` };

  // A signed-in user starts with their name and email filled in.
  const prefill = useMemo<FeedbackValues>(
    () =>
      isSignedIn(session) ? { name: session.userName ?? '', email: session.userEmail ?? '', feedback: '' } : { name: '', email: '', feedback: '' },
    [session],
  );

  // It mounts because the launcher was pressed: open at once.
  const [open, setOpen] = useState(true);
  const [stage, setStage] = useState<Stage>('form');
  const [baseline, setBaseline] = useState<FeedbackValues>(prefill);
  const [values, setValues] = useState<FeedbackValues>(prefill);
  const [consent, setConsent] = useState(true);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<FeedbackField>>(new Set());
  const [screenshot, setScreenshot] = useState<Screenshot | null>(null);
  const [screenshotError, setScreenshotError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [sendFeedback, { loading: sending }] = useMutation(SendFeedbackDocument);
  const canCapture = useMemo(() => canCaptureScreen(), []);

  const dirty = !sameValues(values, baseline) || !consent || screenshot !== null;

  const reset = () => {
    setBaseline(prefill);
    setValues(prefill);
    setConsent(true);
    setErrors({});
    setTouched(new Set());
    setScreenshot(null);
    setScreenshotError(null);
    setStage('form');
  };

  const openDialog = () => {
    // Unsent content is kept between openings; a clean form picks up the current session.
    if (!dirty) reset();
    setOpen(true);
  };

  const requestClose = () => {
    if (sending) return;
    if (dirty) setConfirmingDiscard(true);
    else setOpen(false);
  };

  const discard = () => {
    setConfirmingDiscard(false);
    reset();
    setOpen(false);
  };

  const change = (field: FeedbackField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (touched.has(field)) setErrors((current) => ({ ...current, [field]: validateField(field, value) }));
  };

  const blur = (field: FeedbackField) => {
    setTouched((current) => new Set(current).add(field));
    setErrors((current) => ({ ...current, [field]: validateField(field, values[field]) }));
  };

  const acceptImage = async (image: Blob) => {
    setChecking(true);
    setScreenshotError(null);
    try {
      const check = await checkScreenshot(image);
      if (!check.ok) {
        setScreenshotError(check.message);
        return;
      }
      setScreenshot({ file: toScreenshotFile(image, check.type), url: await readAsDataUrl(image) });
    } catch (error) {
      setScreenshotError(messageOf(error));
    } finally {
      setChecking(false);
    }
  };

  const capture = () => {
    setScreenshotError(null);
    setStage('capturing');
    // Called inside the click so the browser sees the user's gesture.
    captureScreen()
      .then(acceptImage)
      .catch((error: unknown) => {
        if (!isCaptureCancelled(error)) setScreenshotError(messageOf(error));
      })
      .finally(() => setStage('form'));
  };

  const applyEdit = async (edited: Blob) => {
    if (edited.size > maxScreenshotBytes) throw new Error(fileSizeMessage);
    setScreenshot({ file: toScreenshotFile(edited, 'image/png'), url: await readAsDataUrl(edited) });
    setStage('form');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || checking) return;
    const found = validateFeedback(values);
    setErrors(found);
    setTouched(new Set(fields));
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(ids[firstInvalid])?.focus();
      return;
    }
    try {
      const { data } = await sendFeedback({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            feedback: values.feedback.trim(),
            consent,
            screenshot: screenshot?.file ?? null,
            userAgent: userAgentEntries(),
          },
        },
      });
      const outcome = data?.sendFeedback;
      // No outcome and no error: the link chain swallowed a FORBIDDEN/UPSTREAM_ERROR and showed its modal.
      if (!outcome) return;
      if (!outcome.ok) {
        notices.toast(failureMessage(outcome.message), 'danger');
        return;
      }
      reset();
      setOpen(false);
      notices.toast(successMessage, 'success');
    } catch (error) {
      if (isSessionExpired(error)) return;
      const serverFields = fieldErrorsOf(error);
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(fields.filter((field) => serverFields[field]).map((field) => [field, serverFields[field]])),
      }));
      if (serverFields['screenshot']) setScreenshotError(serverFields['screenshot']);
      notices.toast(failureMessage(messageOf(error)), 'danger');
    }
  };

  return (
    <>
      {stage === 'form' && <FeedbackLauncher onClick={openDialog} />}
      <Dialog
        isOpen={open && stage === 'form'}
        onClose={requestClose}
        title="Send feedback"
        icon="chat"
        className="feedback-dialog"
        canOutsideClickClose={false}
      >
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Send feedback">
          <DialogBody>
            <FeedbackFields
              ids={ids}
              values={values}
              errors={errors}
              consent={consent}
              disabled={sending}
              onChange={change}
              onBlur={blur}
              onConsentChange={setConsent}
            />
            <ScreenshotField
              screenshot={screenshot}
              error={screenshotError}
              canCapture={canCapture}
              checking={checking}
              disabled={sending}
              onCapture={capture}
              onUpload={(file) => void acceptImage(file)}
              onRemove={() => {
                setScreenshot(null);
                setScreenshotError(null);
              }}
              onEdit={() => setStage('editing')}
            />
            <Callout intent="primary" icon="info-sign" compact>
              Some system information may be sent with your feedback: browser and version, platform, language, screen and window size, and the address
              of this page.
            </Callout>
          </DialogBody>
          <DialogFooter
            actions={
              sending ? (
                <Spinner size={SpinnerSize.SMALL} aria-label="Sending feedback" />
              ) : (
                <>
                  <Button text="Cancel" onClick={requestClose} />
                  <Button type="submit" intent="primary" text="Submit" disabled={checking} />
                </>
              )
            }
          />
        </form>
      </Dialog>
      {screenshot && (
        <Suspense fallback={null}>
          <ScreenshotEditor isOpen={open && stage === 'editing'} src={screenshot.url} onCancel={() => setStage('form')} onDone={applyEdit} />
        </Suspense>
      )}
      <Alert
        isOpen={confirmingDiscard}
        icon="trash"
        intent="danger"
        confirmButtonText="Discard"
        cancelButtonText="Cancel"
        canEscapeKeyCancel
        onConfirm={discard}
        onCancel={() => setConfirmingDiscard(false)}
        // Alert passes these to its dialog, which otherwise has no accessible name.
        aria-labelledby={`${idPrefix}discard`}
      >
        <p id={`${idPrefix}discard`}>{discardMessage}</p>
      </Alert>
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}
