import type { PostingDraft } from '@ncr/shared/schemas/posting-draft';
import { TEXTS } from '@ncr/shared/texts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { deleteDraft, getDraft, saveDraft } from '../api/posting-draft';
import { useUploadProperty } from '../api/upload-property';
import { DraftNotice, DraftOffer } from '../components/draft-offer';
import { draftOf, emptyFormValues, formValuesFromDraft, type PropertyFormValues } from '../components/form-values';
import { PropertyForm, type PropertySubmission } from '../components/property-form';

/** How long the poster pauses before what they typed is kept. */
const SAVE_AFTER_MS = 800;

/**
 * /post-property (sellers, admin and subadmin; the router guards it). What the poster types is
 * kept as a posting in progress (docs/decisions/0127): coming back, they are offered it before
 * the form opens, to go on with or to start over.
 */
export function PostPropertyPage() {
  const session = useSession();
  const navigate = useNavigate();
  const upload = useUploadProperty();
  // Filled once from the session: later session changes do not rewrite what the seller typed.
  const [empty] = useState(() => emptyFormValues({ fullName: session?.fullName, mobile: session?.mobile }));
  const draft = useQuery({ queryKey: ['posting-draft'], queryFn: getDraft, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 });
  // null: not chosen yet; 'new' or the draft brought back.
  const [start, setStart] = useState<'new' | PostingDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const pending = draft.data?.draft ?? null;
  // Nothing to offer (or it could not be read): the form opens empty.
  const chosen = start ?? (draft.isPending ? null : pending ? null : 'new');

  const keep = (values: PropertyFormValues, step: 1 | 2) => {
    clearTimeout(timer.current);
    const data = draftOf(values);
    // An untouched form is no posting in progress.
    if (JSON.stringify(data) === JSON.stringify(draftOf(empty))) return;
    timer.current = setTimeout(() => {
      saveDraft({ data, step }).catch(() => undefined);
    }, SAVE_AFTER_MS);
  };

  const submit = async ({ data, files, onProgress }: PropertySubmission) => {
    clearTimeout(timer.current);
    try {
      await upload.mutateAsync({ propertyData: data, files, onProgress });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(TEXTS.authError, { description: TEXTS.authErrorBody });
      } else {
        const message = error instanceof ApiError && error.status > 0 ? error.message : TEXTS.postFailedBody;
        toast.error(TEXTS.submissionFailed, { description: message || TEXTS.postFailedBody });
      }
      return false;
    }
    // The server removed the draft with the post; once more, in case a save was on its way.
    deleteDraft().catch(() => undefined);
    // Spec §4 and §8: the success toast, the form reset (returning true) and on to /property. What
    // happens next to a Pending listing is told under My Listings.
    toast.success(TEXTS.postSuccess, { description: TEXTS.postSuccessBody });
    navigate('/property');
    return true;
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <header>
        <PageTitle>Post Your Property</PageTitle>
        <p className="mt-2 text-slate-600">
          List your property for free. Fields marked * are required; our team reviews each listing before it goes live.
        </p>
      </header>
      {chosen === null ? (
        pending && (
          <DraftOffer
            draft={pending}
            onContinue={() => setStart(pending)}
            onStartOver={() => {
              setStart('new');
              deleteDraft().catch(() => undefined);
            }}
          />
        )
      ) : (
        <PropertyForm
          key={chosen === 'new' ? 'new' : 'draft'}
          mode="create"
          defaultValues={chosen === 'new' ? empty : formValuesFromDraft(chosen.data, empty)}
          initialStep={chosen === 'new' ? 1 : chosen.step}
          notice={chosen === 'new' ? undefined : <DraftNotice draft={chosen} />}
          submitLabel="Submit Property"
          onSubmit={submit}
          onProgress={keep}
        />
      )}
    </div>
  );
}
