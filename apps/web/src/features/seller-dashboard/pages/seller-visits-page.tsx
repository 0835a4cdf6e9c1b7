import { VisitList } from '@/components/account/visit-list';
import { PageTitle } from '@/components/ui/page-title';
import { useSellerVisits } from '../api/get-seller-visits';

/** Site visits booked on the seller's listings; our team arranges each one with the seller. */
export function SellerVisitsPage() {
  const visits = useSellerVisits();
  return (
    <div className="space-y-4">
      <PageTitle>Site visits</PageTitle>
      <p className="text-slate-700">Our team calls you before each confirmed visit.</p>
      {visits.isPending ? (
        <p role="status">Loading…</p>
      ) : visits.isError ? (
        <p role="alert" className="text-red-700">
          Could not load the visits.
        </p>
      ) : (
        <VisitList visits={visits.data} empty="No visits booked on your listings yet." />
      )}
    </div>
  );
}
