import { priceCard } from '@ncr/shared/format';
import type { Listing } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { Download, Eye, Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { listingTitle } from '@/components/property/posted-by';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { toast } from '@/lib/toast';
import { useExportSold } from '../api/export-sold';
import { useSold } from '../api/get-sold';
import { useUpdateProperty } from '../api/update-property';
import { LoadError } from '../components/load-error';
import { PropertyDetailsDialog } from '../components/property-details-dialog';
import { SoldEditDialog } from '../components/sold-edit-dialog';
import { Table, Td } from '../components/table';
import { TablePager } from '../components/table-pager';
import { formatDay, sellerContact, typeLabel } from '../lib/listing';
import { useClampPage, usePageParam } from '../lib/use-page-param';

const HEAD = ['Property', 'Location', 'Type', 'Price', 'Seller', 'Buyer', 'Sold Date', 'Actions'];

export function AdminSoldPage() {
  const [page, setPage] = usePageParam();
  const { data, error, isPending } = useSold(page);
  useClampPage(page, data?.totalPages, setPage);
  const [viewing, setViewing] = useState<Listing | null>(null);
  const [editing, setEditing] = useState<Listing | null>(null);
  const update = useUpdateProperty();
  const exporter = useExportSold();

  const onExport = () =>
    exporter.mutate(undefined, {
      onSuccess: () => toast.success('Sold properties exported'),
      onError: (e) => toast.error('Export failed', { description: e.message }),
    });

  const onAvailable = (listing: Listing) =>
    update.mutate(
      { id: listing._id, update: { status: 'Active' } },
      {
        onSuccess: () => toast.success('Property marked as available'),
        onError: (e) => toast.error(TEXTS.propertyUpdateFailed, { description: e.message }),
      },
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Sold Properties</PageTitle>
        <Button onClick={onExport} disabled={exporter.isPending || data?.total === 0}>
          <Download className="h-4 w-4" aria-hidden />
          {exporter.isPending ? 'Exporting...' : 'Export Data'}
        </Button>
      </div>
      {error && <LoadError message={error.message || TEXTS.soldLoadFailed} />}
      <Table caption="Sold properties" head={HEAD} loading={isPending} empty={data?.properties.length === 0 && TEXTS.noSold}>
        {data?.properties.map((p) => {
          const seller = sellerContact(p);
          const d = p.propertyData;
          const title = listingTitle(p);
          return (
            <tr key={p._id}>
              <Td className="max-w-64 min-w-44 font-medium">{title}</Td>
              <Td>{[d.property?.locality, d.seller?.city].filter(Boolean).join(', ') || '—'}</Td>
              <Td>{typeLabel(d.property?.type)}</Td>
              <Td className="whitespace-nowrap">
                {priceCard(p.soldDetails?.price ?? d.pricing?.expectedPrice)}
                <div className="text-xs text-slate-600">Listed {priceCard(d.pricing?.expectedPrice)}</div>
              </Td>
              <Td>
                <div>{seller.name || '—'}</div>
                <div className="text-slate-600">{seller.phone}</div>
              </Td>
              <Td className="min-w-32">
                <div>{p.buyerName || '—'}</div>
                <div className="text-slate-600">{p.buyerContact}</div>
              </Td>
              <Td className="whitespace-nowrap">{formatDay(p.soldDetails?.date)}</Td>
              <Td>
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={`View ${title}`} title="View details" onClick={() => setViewing(p)}>
                    <Eye className="h-5 w-5" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Edit sale of ${title}`} title="Edit sale" onClick={() => setEditing(p)}>
                    <Pencil className="h-5 w-5" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Mark ${title} available`}
                    title="Mark available"
                    disabled={update.isPending}
                    onClick={() => onAvailable(p)}
                  >
                    <Undo2 className="h-5 w-5" aria-hidden />
                  </Button>
                </div>
              </Td>
            </tr>
          );
        })}
      </Table>
      <TablePager
        summary={`Showing ${data?.properties.length ?? 0} of ${data?.total ?? 0} sold properties`}
        page={page}
        totalPages={data?.totalPages}
        onPageChange={setPage}
        label="Sold property pages"
      />
      <PropertyDetailsDialog listing={viewing} onClose={() => setViewing(null)} />
      <SoldEditDialog listing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
