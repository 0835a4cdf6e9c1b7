import { formatQueryDate } from '@ncr/shared/format';
import type { BuyerRecord } from '@ncr/shared/schemas/admin';
import { Dialog } from '@/components/ui/dialog';
import { budgetRangeText } from '../lib/listing';
import { DetailList } from './table';

/** A buyer's budget range: lakhs to buy, rupees a month to rent. */
export const budgetRange = (requirements: BuyerRecord['requirements']): string => budgetRangeText(requirements);

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
            ['Looking to', buyer.requirements.purpose === 'rent' ? 'Rent' : 'Buy'],
            ['Budget range', budgetRange(buyer.requirements)],
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
