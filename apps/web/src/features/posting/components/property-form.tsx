import { zodResolver } from '@hookform/resolvers/zod';
import { type PropertyData, propertyDataSchema, STEP_ONE_FIELDS } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { getSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useMediaFiles } from '../hooks/use-media-files';
import { type Consent, ConsentBoxes } from './consent-boxes';
import { type PropertyFormValues, toPayload } from './form-values';
import { MediaPicker } from './media-picker';
import { StepOne } from './step-one';
import { StepTwo } from './step-two';
import { UploadProgress } from './upload-progress';
import { WizardSteps } from './wizard-steps';

export interface PropertySubmission {
  data: PropertyData;
  files: File[];
  /** The listing's current media the seller kept (edit). */
  keptMedia: string[];
  onProgress: (percent: number) => void;
}

interface PropertyFormProps {
  mode: 'create' | 'edit';
  defaultValues: PropertyFormValues;
  existingMedia?: string[];
  submitLabel: string;
  /** Resolves true when saved (the form then resets), false to keep everything as entered. */
  onSubmit: (submission: PropertySubmission) => Promise<boolean>;
  /** The step to open on (a posting in progress brought back on step 2). */
  initialStep?: 1 | 2;
  /** Told of every change the poster makes, and of the step: a posting in progress is kept from it. */
  onProgress?: (values: PropertyFormValues, step: 1 | 2) => void;
  /** Shown above the steps (what was brought back, what was not). */
  notice?: ReactNode;
}

const resolver = zodResolver(propertyDataSchema);
const authError = () => toast.error(TEXTS.authError, { description: TEXTS.authErrorBody });

/** The two-step post form (spec §4 post wizard), also used pre-filled to edit a listing. */
export function PropertyForm({
  mode,
  defaultValues,
  existingMedia = [],
  submitLabel,
  onSubmit,
  initialStep = 1,
  onProgress,
  notice,
}: PropertyFormProps) {
  // Errors appear on Next and clear while the field is corrected. Not on blur: an error line
  // vanishing on blur moves the Next button between mouse down and up, and the click is lost.
  const form = useForm<PropertyFormValues, unknown, PropertyData>({ resolver, defaultValues, mode: 'onChange' });
  const [step, setStep] = useState<1 | 2>(initialStep);
  // What the poster changes, and the step they move to, as it happens (not the form's own resets).
  const progressRef = useRef(onProgress);
  progressRef.current = onProgress;
  useEffect(() => {
    // A field typed in (type 'change') or set by a control (a name, no type); a reset has neither.
    const subscription = form.watch((values, { name, type }) => {
      if (type === 'change' || name) progressRef.current?.(values as PropertyFormValues, step);
    });
    return () => subscription.unsubscribe();
  }, [form, step]);
  const [kept, setKept] = useState(existingMedia);
  const media = useMediaFiles(kept.length);
  const [consent, setConsent] = useState<Consent>({ accurate: false, contact: false });
  const [consentError, setConsentError] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const top = useRef<HTMLDivElement>(null);

  const goTo = (next: 1 | 2) => {
    setStep(next);
    onProgress?.(form.getValues(), next);
    // The new step starts at the top, and keyboard and screen-reader users start there too.
    window.scrollTo({ top: 0 });
    top.current?.focus({ preventScroll: true });
  };

  const missing = (errors: FieldErrors<PropertyFormValues>) => {
    // 'Please fill in plot size' when that is all that is missing for a plot (spec §5).
    const onlyPlotSize = errors.property?.plotSize && !errors.seller && !errors.pricing && Object.keys(errors.property).length === 1;
    toast.error(TEXTS.missingInfo, { description: onlyPlotSize ? TEXTS.plotSizeRequired : TEXTS.missingInfoBody });
  };

  const next = async () => {
    if (await form.trigger([...STEP_ONE_FIELDS], { shouldFocus: true })) goTo(2);
    else missing(form.formState.errors);
  };

  const submit = async () => {
    if (!getSession()) return authError();
    if (mode === 'create' && !(consent.accurate && consent.contact)) {
      setConsentError(true);
      return toast.error(TEXTS.consentRequired, { description: TEXTS.postConsentBody });
    }
    await form.handleSubmit(
      async (data) => {
        setProgress(0);
        const saved = await onSubmit({
          data: toPayload(data),
          files: media.files.map((f) => f.file),
          keptMedia: kept,
          onProgress: setProgress,
        });
        setProgress(null);
        if (saved && mode === 'create') {
          form.reset();
          media.clear();
          setConsent({ accurate: false, contact: false });
          setStep(1);
        }
      },
      (errors) => {
        missing(errors);
        if (errors.seller || errors.property || errors.pricing) goTo(1);
      },
    )();
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a step-1 field means Next; only step 2 submits (spec §4).
    void (step === 1 ? next() : submit());
  };

  const busy = progress !== null;
  return (
    <form onSubmit={onFormSubmit} noValidate className="space-y-6">
      {notice}
      <div ref={top} tabIndex={-1} className="outline-none">
        <WizardSteps step={step} />
      </div>
      {step === 1 ? (
        <StepOne form={form} />
      ) : (
        <>
          <StepTwo
            form={form}
            media={
              <MediaPicker
                files={media.files}
                error={media.error}
                onAdd={(files) => {
                  const problem = media.add(files);
                  if (problem) toast.error(problem);
                }}
                onRemove={media.remove}
                existing={kept}
                onRemoveExisting={(url) => setKept((current) => current.filter((u) => u !== url))}
              />
            }
          />
          {mode === 'create' && (
            <ConsentBoxes
              value={consent}
              onChange={(value) => {
                setConsent(value);
                if (value.accurate && value.contact) setConsentError(false);
              }}
              showError={consentError}
            />
          )}
        </>
      )}
      {busy && <UploadProgress percent={progress} />}
      <div className="flex flex-wrap justify-between gap-3">
        {step === 2 ? (
          <Button variant="secondary" onClick={() => goTo(1)} disabled={busy}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={busy}>
          {step === 1 ? 'Next' : busy ? 'Submitting...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
