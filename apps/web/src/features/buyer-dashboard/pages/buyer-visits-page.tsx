import { OPEN_VISIT_STATUSES } from '@ncr/shared/schemas/visit';
import { VisitList } from '@/components/account/visit-list';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { toast } from '@/lib/toast';
import { useCancelVisit } from '../api/cancel-visit';
import { useMyVisits } from '../api/get-my-visits';

/** My visits: the buyer's site visits and their status; visits still to happen can be cancelled. */
export function BuyerVisitsPage() {
  const visits = useMyVisits();
  const cancel = useCancelVisit();
  return (
    <div className="space-y-4">
      <PageTitle>My site visits</PageTitle>
      {visits.isPending ? (
        <p role="status">Loading…</p>
      ) : visits.isError ? (
        <p role="alert" className="text-red-700">
          Could not load your visits.
        </p>
      ) : (
        <VisitList
          visits={visits.data}
          empty="No visits booked yet. Book one from any listing's page."
          action={(v) =>
            OPEN_VISIT_STATUSES.includes(v.status) && (
              <Button
                size="sm"
                variant="secondary"
                disabled={cancel.isPending}
                aria-label={`Cancel visit to ${v.property.title}`}
                onClick={() =>
                  cancel.mutate(v._id, {
                    onSuccess: () => toast.success('Visit cancelled'),
                    onError: (e) => toast.error('Could not cancel the visit', { description: e.message }),
                  })
                }
              >
                Cancel
              </Button>
            )
          }
        />
      )}
    </div>
  );
}
