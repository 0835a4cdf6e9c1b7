import { formatDay } from '@ncr/shared/format';
import { VISIT_SLOT_LABELS, VISIT_STATUSES, type VisitStatus } from '@ncr/shared/schemas/visit';
import { useState } from 'react';
import { Link } from 'react-router';
import { VisitModeTag } from '@/components/account/visit-list';
import { Field, Select } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { useVisits } from '../api/get-visits';
import { LoadError } from '../components/load-error';
import { Table, Td } from '../components/table';
import { TablePager } from '../components/table-pager';
import { VisitActions } from '../components/visit-actions';
import { VisitStatusBadge } from '../components/visit-status-badge';
import { useClampPage, usePageParam } from '../lib/use-page-param';

const HEAD = ['Property', 'Buyer', 'Date and slot', 'Status', 'Actions'];

/** Site Visits: every booked visit, newest request first; staff arrange them with the seller. */
export function AdminVisitsPage() {
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useState<VisitStatus | ''>('');
  const { data, isError, isPending } = useVisits(page, status || undefined);
  useClampPage(page, data?.totalPages, setPage);
  const visits = data?.visits ?? [];

  return (
    <div className="space-y-4">
      <PageTitle>Site Visits</PageTitle>
      <Field label="Status" className="max-w-xs">
        {(ids) => (
          <Select
            {...ids}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as VisitStatus | '');
              setPage(1);
            }}
          >
            <option value="">All</option>
            {VISIT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {isError && <LoadError message="Could not load the site visits." toast />}
      <Table
        caption="Site visits"
        head={HEAD}
        loading={isPending}
        empty={data && visits.length === 0 && 'No site visits yet.'}
        pinActions="sm"
      >
        {visits.map((v) => (
          <tr key={v._id}>
            <Td className="min-w-48">
              <Link to={`/property/${v.property._id}`} className="font-medium text-brand-800 hover:underline">
                {v.property.title}
              </Link>
            </Td>
            <Td>
              <div className="font-medium">{v.buyer?.fullName || 'Buyer'}</div>
              <div className="text-slate-600">{v.phone}</div>
              {v.note && <div className="max-w-56 text-xs text-slate-600">{v.note}</div>}
            </Td>
            <Td className="whitespace-nowrap">
              <div>{formatDay(v.date)}</div>
              <div className="text-xs text-slate-600">{VISIT_SLOT_LABELS[v.slot]}</div>
              <VisitModeTag mode={v.mode} />
            </Td>
            <Td>
              <VisitStatusBadge status={v.status} />
            </Td>
            <Td className="min-w-64">
              <VisitActions visit={v} />
            </Td>
          </tr>
        ))}
      </Table>
      <TablePager
        summary={`Showing ${visits.length} of ${data?.total ?? 0} visits`}
        page={page}
        totalPages={data?.totalPages}
        onPageChange={setPage}
        label="Site visit pages"
      />
    </div>
  );
}
