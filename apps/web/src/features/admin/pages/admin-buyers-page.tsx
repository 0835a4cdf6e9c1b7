import { LEAD_STATUSES, type LeadStatus } from '@ncr/shared/enums';
import type { BuyerRecord } from '@ncr/shared/schemas/admin';
import { TEXTS } from '@ncr/shared/texts';
import { Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { toast } from '@/lib/toast';
import { useDeleteBuyer } from '../api/delete-buyer';
import { useBuyers } from '../api/get-buyers';
import { useUpdateBuyerStatus } from '../api/update-buyer-status';
import { BuyerDetailsDialog, budgetRange } from '../components/buyer-details-dialog';
import { LoadError } from '../components/load-error';
import { SearchBox } from '../components/search-box';
import { Table, Td } from '../components/table';
import { TablePager } from '../components/table-pager';
import { useClampPage } from '../lib/use-page-param';
import { useTableParams } from '../lib/use-table-params';

const HEAD = ['Name', 'Contact Info', 'Location', 'Preferences', 'Budget', 'Status', 'Actions'];

export function AdminBuyersPage() {
  const { page, q, setPage, setQ } = useTableParams();
  const { data, isError, isPending, isFetching } = useBuyers({ page, q: q || undefined });
  useClampPage(page, data?.totalPages, setPage);
  // The buyer shown by id, read from the current page of data: a lead status changed just before
  // opening shows in the dialog once the list has it, instead of the row as it was when clicked.
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = data?.buyers.find((b) => b._id === viewingId) ?? null;
  const [deleting, setDeleting] = useState<BuyerRecord | null>(null);
  const remove = useDeleteBuyer();
  const status = useUpdateBuyerStatus();

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(TEXTS.buyerDeleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(error.message || TEXTS.buyerDeleteFailed),
    });
  };

  const onStatus = (buyer: BuyerRecord, next: LeadStatus) =>
    status.mutate(
      { id: buyer._id, status: next },
      {
        onSuccess: () => toast.success(`Lead status set to ${next}`),
        onError: (error) => toast.error(error.message || 'Failed to update lead status'),
      },
    );

  return (
    <div className="space-y-4">
      <PageTitle>Buyers Data</PageTitle>
      <SearchBox
        id="admin-buyer-search"
        className="max-w-xl"
        value={q}
        onSearch={setQ}
        placeholder="Name, phone or e-mail"
        hint="Searches buyers' names, phone numbers and e-mail addresses"
      />
      {isError && <LoadError message={TEXTS.buyersLoadFailed} toast />}
      <Table
        caption="Buyers"
        head={HEAD}
        loading={isPending}
        busy={isFetching}
        empty={data?.buyers.length === 0 && (q ? `No buyers match “${q}”.` : 'No buyers found')}
      >
        {data?.buyers.map((b) => (
          <tr key={b._id}>
            <Td className="min-w-32 font-medium">{b.name}</Td>
            <Td>
              <div>{b.email ?? b.userId?.email ?? '—'}</div>
              <div className="text-slate-600">{b.phone ?? b.userId?.mobile ?? '—'}</div>
            </Td>
            <Td>{b.requirements.location || '—'}</Td>
            <Td>
              {b.requirements.propertyType.join(', ') || '—'}
              {b.requirements.bhk && <div className="text-slate-600">{b.requirements.bhk} BHK</div>}
            </Td>
            <Td className="whitespace-nowrap">{budgetRange(b.requirements)}</Td>
            <Td>
              <Select
                aria-label={`Lead status of ${b.name}`}
                value={b.leadStatus}
                onChange={(e) => onStatus(b, e.target.value as LeadStatus)}
                className="min-w-32"
              >
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            </Td>
            <Td>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`View details of ${b.name}`}
                  title="View details"
                  onClick={() => setViewingId(b._id)}
                >
                  <Eye className="h-5 w-5" aria-hidden />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Delete ${b.name}`} title="Delete" onClick={() => setDeleting(b)}>
                  <Trash2 className="h-5 w-5 text-red-700" aria-hidden />
                </Button>
              </div>
            </Td>
          </tr>
        ))}
      </Table>
      <TablePager
        summary={`Showing ${data?.buyers.length ?? 0} buyers${data ? ` (${data.total} in total)` : ''}`}
        page={page}
        totalPages={data?.totalPages}
        onPageChange={setPage}
        label="Buyers pages"
        numbered={false}
      />
      <BuyerDetailsDialog buyer={viewing} onClose={() => setViewingId(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Buyer"
        message={`Are you sure you want to delete ${deleting?.name ?? 'this buyer'}? This removes the buyer's requirements from the list.`}
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
