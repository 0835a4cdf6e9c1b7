import { TEXTS } from '@ncr/shared/texts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUploadProperty } from '../api/upload-property';
import { emptyFormValues } from '../components/form-values';
import { PropertyForm, type PropertySubmission } from '../components/property-form';

/** /post-property (sellers, admin and subadmin; the router guards it). */
export function PostPropertyPage() {
  const session = useSession();
  const navigate = useNavigate();
  const upload = useUploadProperty();
  // Filled once from the session: later session changes do not rewrite what the seller typed.
  const [defaults] = useState(() => emptyFormValues({ fullName: session?.fullName, mobile: session?.mobile }));

  const submit = async ({ data, files, onProgress }: PropertySubmission) => {
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
      <PropertyForm mode="create" defaultValues={defaults} submitLabel="Submit Property" onSubmit={submit} />
    </div>
  );
}
