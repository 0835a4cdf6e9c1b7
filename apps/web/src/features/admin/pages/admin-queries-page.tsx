import type { QueryStatus } from '@ncr/shared/enums';
import { formatQueryDate } from '@ncr/shared/format';
import type { ContactQuery } from '@ncr/shared/schemas/contact';
import { TEXTS } from '@ncr/shared/texts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useQueries } from '../api/get-queries';
import { useUpdateQueryStatus } from '../api/update-query-status';
import { LoadError } from '../components/load-error';
import { QueryDetailsCard } from '../components/query-details-card';
import { CallbackBadge, QueryListingLink } from '../components/query-listing-link';
import { QueryStatusBadge } from '../components/query-status-badge';
import { SearchBox } from '../components/search-box';
import { Table, Td } from '../components/table';
import { TablePager } from '../components/table-pager';
import { useClampPage } from '../lib/use-page-param';
import { useTableParams } from '../lib/use-table-params';

const HEAD = ['Sender', 'Message', 'Date', 'Status', 'Actions'];

export function AdminQueriesPage() {
  const { page, q, setPage, setQ } = useTableParams();
  const { data, isError, isPending, isFetching } = useQueries({ page, q: q || undefined });
  useClampPage(page, data?.totalPages, setPage);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const status = useUpdateQueryStatus();

  const queries = data?.queries ?? [];
  // The first message is selected by default (spec §2).
  const selected = queries.find((q) => q._id === selectedId) ?? queries[0];

  const setStatus = (query: ContactQuery, next: QueryStatus, quiet = false) =>
    status.mutate(
      { id: query._id, status: next },
      {
        onSuccess: () => !quiet && toast.success(`Status set to ${next}`),
        onError: (e) => toast.error('Failed to update status', { description: e.message }),
      },
    );

  // Opening a message marks it Read (product decisions).
  const open = (query: ContactQuery) => {
    setSelectedId(query._id);
    if (query.status === 'Unread') setStatus(query, 'Read', true);
    // Where the details card sits below the table (narrow screens), bring it into view.
    const card = document.getElementById('query-details-title');
    if (card && card.getBoundingClientRect().top > window.innerHeight - 120) {
      card.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };

  return (
    // Side by side when the content area (not the window: the sidebar takes its share) has room
    // for the table's columns and the card; one above the other otherwise.
    <div className="@container space-y-4">
      <PageTitle>Messages &amp; Queries</PageTitle>
      <SearchBox
        id="admin-query-search"
        className="max-w-xl"
        value={q}
        onSearch={setQ}
        placeholder="Name, phone, e-mail or message text"
        hint="Searches senders' names, phone numbers and e-mail addresses, and the messages"
      />
      {isError && <LoadError message={TEXTS.messagesLoadFailed} toast />}
      <div className="grid grid-cols-1 gap-6 @5xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <Table
            caption="Messages"
            head={HEAD}
            loading={isPending}
            busy={isFetching}
            empty={data && queries.length === 0 && (q ? `No messages match “${q}”.` : TEXTS.noMessages)}
          >
            {queries.map((m) => (
              <tr key={m._id} data-selected={selected?._id === m._id || undefined}>
                <Td className="max-w-56 min-w-40 [overflow-wrap:anywhere]">
                  <div className={cn(m.status === 'Unread' ? 'font-bold' : 'font-medium')}>{m.name}</div>
                  {m.email && <div className="text-slate-600">{m.email}</div>}
                  <div className="whitespace-nowrap text-slate-600">{m.phone}</div>
                </Td>
                <Td className="max-w-72 min-w-40">
                  <QueryListingLink property={m.property} />
                  <CallbackBadge slot={m.callbackSlot} />
                  <p className="line-clamp-2">{m.message}</p>
                </Td>
                {/* Date and time may wrap onto two lines, so the table fits beside the details card. */}
                <Td className="min-w-24">{formatQueryDate(m.date)}</Td>
                <Td>
                  <QueryStatusBadge status={m.status} />
                </Td>
                <Td>
                  <Button size="sm" variant="secondary" aria-label={`Open message from ${m.name}`} onClick={() => open(m)}>
                    Open
                  </Button>
                </Td>
              </tr>
            ))}
          </Table>
          <TablePager
            summary={`Showing ${queries.length} of ${data?.total ?? 0} messages`}
            page={page}
            totalPages={data?.totalPages}
            onPageChange={setPage}
            label="Message pages"
          />
        </div>
        <QueryDetailsCard query={selected} onStatus={setStatus} busy={status.isPending} />
      </div>
    </div>
  );
}
