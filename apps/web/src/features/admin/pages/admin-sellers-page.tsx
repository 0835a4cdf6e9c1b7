import { SELLER_STATUS_LABELS, type SellerRow } from '@ncr/shared/schemas/admin';
import { TEXTS } from '@ncr/shared/texts';
import { Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PageTitle } from '@/components/ui/page-title';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDeleteSeller } from '../api/delete-seller';
import { useSellers } from '../api/get-sellers';
import { LoadError } from '../components/load-error';
import { SearchBox } from '../components/search-box';
import { SellerDetailsDialog } from '../components/seller-details-dialog';
import { Table, Td } from '../components/table';
import { TablePager } from '../components/table-pager';
import { sellerPriceText, typeLabel } from '../lib/listing';
import { useClampPage } from '../lib/use-page-param';
import { useTableParams } from '../lib/use-table-params';

const HEAD = ['Name', 'Contact Info', 'Properties Listed', 'Total Listings', 'Status', 'Actions'];

export function AdminSellersPage() {
  const { page, q, setPage, setQ } = useTableParams();
  const { data, isError, isPending, isFetching } = useSellers({ page, q: q || undefined });
  useClampPage(page, data?.totalPages, setPage);
  const [viewing, setViewing] = useState<SellerRow | null>(null);
  const [deleting, setDeleting] = useState<SellerRow | null>(null);
  const remove = useDeleteSeller();

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(TEXTS.sellerDeleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(error.message || TEXTS.sellerDeleteFailed),
    });
  };

  return (
    <div className="space-y-4">
      <PageTitle>Sellers Data</PageTitle>
      <SearchBox
        id="admin-seller-search"
        className="max-w-xl"
        value={q}
        onSearch={setQ}
        placeholder="Name, phone or e-mail"
        hint="Searches sellers' names, phone numbers and e-mail addresses"
      />
      {isError && <LoadError message={TEXTS.sellersLoadFailed} toast />}
      <Table
        caption="Sellers"
        head={HEAD}
        loading={isPending}
        busy={isFetching}
        empty={data?.sellers.length === 0 && (q ? `No sellers match “${q}”.` : 'No sellers found')}
      >
        {data?.sellers.map((s) => (
          <tr key={s._id}>
            <Td className="min-w-32 font-medium">{s.name || '—'}</Td>
            <Td>
              <div>{s.phone ?? '—'}</div>
              {s.email && <div className="text-slate-600">{s.email}</div>}
            </Td>
            <Td>
              {s.totalListings === 0 ? (
                <span className="text-slate-600">None yet</span>
              ) : (
                <>
                  <div>
                    {typeLabel(s.propertyType)} · {s.city ?? '—'}
                  </div>
                  <div className="text-slate-600">Latest: {sellerPriceText(s)}</div>
                </>
              )}
            </Td>
            <Td className="font-semibold">{s.totalListings}</Td>
            <Td>
              <span
                className={cn(
                  'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
                  s.kind === 'account' ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-800',
                )}
              >
                {SELLER_STATUS_LABELS[s.kind]}
              </span>
            </Td>
            <Td>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`View details of ${s.name}`}
                  title="View details"
                  onClick={() => setViewing(s)}
                >
                  <Eye className="h-5 w-5" aria-hidden />
                </Button>
                {/* Sellers listed by staff have no account to delete (their listings are managed one by one). */}
                {s.kind === 'account' && (
                  <Button variant="ghost" size="icon" aria-label={`Delete ${s.name}`} title="Delete" onClick={() => setDeleting(s)}>
                    <Trash2 className="h-5 w-5 text-red-700" aria-hidden />
                  </Button>
                )}
              </div>
            </Td>
          </tr>
        ))}
      </Table>
      <TablePager
        summary={`Showing ${data?.sellers.length ?? 0} sellers${data ? ` (${data.total} in total)` : ''}`}
        page={page}
        totalPages={data?.totalPages}
        onPageChange={setPage}
        label="Sellers pages"
        numbered={false}
      />
      <SellerDetailsDialog seller={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Seller"
        message={`Are you sure you want to delete ${deleting?.name || 'this seller'}? The account and its ${deleting?.totalListings ?? 0} listings will be removed.`}
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
