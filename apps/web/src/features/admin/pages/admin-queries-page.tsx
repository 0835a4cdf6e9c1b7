import type { QueryStatus } from '@ncr/shared/enums';
import { formatQueryDate } from '@ncr/shared/format';
import type { ContactQuery } from '@ncr/shared/schemas/contact';
import { TEXTS } from '@ncr/shared/texts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { cn } from '@/lib/cn';
import { useQueries } from '../api/get-queries';
import { useUpdateQueryStatus } from '../api/update-query-status';
import { LoadError } from '../components/load-error';
import { QueryDetailsCard } from '../components/query-details-card';
import { QueryStatusBadge } from '../components/query-status-badge';
import { Table, Td } from '../components/table';
import { TablePager } from '../components/table-pager';
import { useClampPage, usePageParam } from '../lib/use-page-param';

const HEAD = ['Sender', 'Message', 'Date', 'Status', 'Actions'];

export function AdminQueriesPage() {
  const [page, setPage] = usePageParam();
  const { data, isError, isPending } = useQueries(page);
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
    // On narrow screens the details card sits below the table: bring it into view.
    if (!window.matchMedia('(min-width: 1024px)').matches) {
      document.getElementById('query-details-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };

  return (
    <div className="space-y-4">
      <PageTitle>Messages &amp; Queries</PageTitle>
      {isError && <LoadError message={TEXTS.messagesLoadFailed} toast />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Table caption="Messages" head={HEAD} loading={isPending} empty={data && queries.length === 0 && TEXTS.noMessages}>
            {queries.map((q) => (
              <tr key={q._id} className={cn(selected?._id === q._id && 'bg-brand-50')}>
                <Td>
                  <div className={cn(q.status === 'Unread' ? 'font-bold' : 'font-medium')}>{q.name}</div>
                  {q.email && <div className="text-slate-600">{q.email}</div>}
                  <div className="text-slate-600">{q.phone}</div>
                </Td>
                <Td className="max-w-72 min-w-48">
                  <p className="line-clamp-2">{q.message}</p>
                </Td>
                <Td className="whitespace-nowrap">{formatQueryDate(q.date)}</Td>
                <Td>
                  <QueryStatusBadge status={q.status} />
                </Td>
                <Td>
                  <Button size="sm" variant="secondary" aria-label={`Open message from ${q.name}`} onClick={() => open(q)}>
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
