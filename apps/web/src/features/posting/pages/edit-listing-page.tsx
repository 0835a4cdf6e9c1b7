import { TEXTS } from '@ncr/shared/texts';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useEditableListing } from '../api/get-editable-listing';
import { useUpdateProperty } from '../api/update-property';
import { formValuesOf } from '../components/form-values';
import { PropertyForm, type PropertySubmission } from '../components/property-form';

/** /seller-dashboard/listings/:id/edit: the post form, pre-filled, saving through PUT. */
export function EditListingPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const listing = useEditableListing(id);
  const update = useUpdateProperty();

  const submit = async ({ data, files, keptMedia, onProgress }: PropertySubmission) => {
    try {
      await update.mutateAsync({ id, changes: { propertyData: data, media: keptMedia }, files, onProgress });
    } catch (error) {
      const message = error instanceof ApiError && error.status > 0 ? error.message : TEXTS.propertyUpdateFailed;
      toast.error(TEXTS.propertyUpdateFailed, { description: message });
      return false;
    }
    toast.success(TEXTS.propertyUpdated);
    navigate('/seller-dashboard/listings');
    return true;
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Edit Listing</PageTitle>
        <Link to="/seller-dashboard/listings" className={buttonClasses('ghost', 'sm')}>
          Back to My Listings
        </Link>
      </header>
      {listing.isPending ? (
        <p className="text-slate-600">Loading listing...</p>
      ) : listing.isError ? (
        <p role="alert" className="text-center text-red-700">
          {listing.error instanceof ApiError && listing.error.status === 404 ? TEXTS.propertyNotFound : TEXTS.propertyLoadError}
        </p>
      ) : (
        <PropertyForm
          key={listing.data._id}
          mode="edit"
          defaultValues={formValuesOf(listing.data.propertyData)}
          existingMedia={listing.data.media}
          submitLabel="Save Changes"
          onSubmit={submit}
        />
      )}
    </div>
  );
}
