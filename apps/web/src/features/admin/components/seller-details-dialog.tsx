import type { SellerRow } from '@ncr/shared/schemas/admin';
import { Dialog } from '@/components/ui/dialog';
import { sellerPriceText, typeLabel } from '../lib/listing';
import { DetailList } from './table';

/** Spec §2 Sellers: name, phone, city, property type, address, price (of the latest listing). */
export function SellerDetailsDialog({ seller, onClose }: { seller: SellerRow | null; onClose: () => void }) {
  return (
    <Dialog open={seller !== null} onOpenChange={(open) => !open && onClose()} title="Seller Details">
      {seller && (
        <DetailList
          items={[
            ['Name', seller.name],
            ['Phone', seller.phone],
            ['City', seller.city],
            ['Property type', seller.propertyType ? typeLabel(seller.propertyType) : null],
            ['Address', seller.address],
            ['Price', seller.price === null && seller.monthlyRent === undefined ? null : sellerPriceText(seller)],
            ['Email', seller.email],
            ['Total listings', seller.totalListings],
          ]}
        />
      )}
    </Dialog>
  );
}
