import { formatQueryDate } from '@ncr/shared/format';
import type { BuyerRecord } from '@ncr/shared/schemas/admin';
import { Dialog } from '@/components/ui/dialog';
import { DetailList } from './table';

export const budgetRange = (b: BuyerRecord['requirements']['budget']): string =>
  b.min === null && b.max === null ? '—' : `₹${b.min ?? 0} L - ${b.max === null ? 'any' : `₹${b.max} L`}`;

/** Every field of the buyer record (spec §2 Buyers, §3 Buyer record). */
export function BuyerDetailsDialog({ buyer, onClose }: { buyer: BuyerRecord | null; onClose: () => void }) {
  return (
    <Dialog open={buyer !== null} onOpenChange={(open) => !open && onClose()} title="Buyer Details" wide>
      {buyer && (
        <DetailList
          items={[
            ['Name', buyer.name],
            ['Email', buyer.email ?? buyer.userId?.email],
            ['Phone', buyer.phone ?? buyer.userId?.mobile],
            ['Location', buyer.requirements.location],
            ['Property types', buyer.requirements.propertyType.join(', ')],
            ['Budget range', budgetRange(buyer.requirements.budget)],
            ['BHK', buyer.requirements.bhk],
            ['Additional notes', buyer.requirements.additionalNotes],
            ['Lead status', buyer.leadStatus],
            ['Submitted', formatQueryDate(buyer.createdAt)],
            ['Account name', buyer.userId?.fullName],
            ['Account contact', [buyer.userId?.mobile, buyer.userId?.email].filter(Boolean).join(' · ')],
          ]}
        />
      )}
    </Dialog>
  );
}
