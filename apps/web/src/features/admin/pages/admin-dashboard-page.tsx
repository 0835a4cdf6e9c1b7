import { askingPriceText, formatQueryDate } from '@ncr/shared/format';
import { TEXTS } from '@ncr/shared/texts';
import { Building2, CircleDollarSign, type LucideIcon, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { listingTitle } from '@/components/property/posted-by';
import { PageTitle } from '@/components/ui/page-title';
import { StatusBadge } from '@/components/ui/status-badge';
import { useDashboard } from '../api/get-dashboard';
import { LoadError } from '../components/load-error';
import { PendingQueueLink } from '../components/pending-queue-link';
import { QueryStatusBadge } from '../components/query-status-badge';

// A term/description pair of the counters list; the icon sits in the description, drawn to the left.
function Counter({ label, value, icon: Icon }: { label: string; value: number | undefined; icon: LucideIcon }) {
  return (
    <div className="relative flex min-h-24 flex-col justify-center rounded-lg border border-slate-200 bg-white py-5 pr-5 pl-22 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">
        <span className="absolute top-1/2 left-5 -translate-y-1/2 rounded-full bg-brand-50 p-3 text-brand-800" aria-hidden>
          <Icon className="h-6 w-6" />
        </span>
        {value ?? '…'}
      </dd>
    </div>
  );
}

function Panel({ title, link, linkLabel, children }: { title: string; link: string; linkLabel: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`panel-${link}`} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 id={`panel-${link}`} className="font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={link} className="text-sm font-medium text-brand-800 hover:underline">
          {linkLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}

export function AdminDashboardPage() {
  const { data, isError, isPending } = useDashboard();
  return (
    <div className="space-y-6">
      <PageTitle>Dashboard</PageTitle>
      {isError && <LoadError message={TEXTS.dashboardLoadFailed} />}
      <PendingQueueLink count={data?.counters.pendingApproval} />
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Counter label="Total Properties" value={data?.counters.totalProperties} icon={Building2} />
        <Counter label="Properties Sold" value={data?.counters.propertiesSold} icon={CircleDollarSign} />
        <Counter label="Registered Buyers" value={data?.counters.registeredBuyers} icon={Users} />
        <Counter label="Registered Sellers" value={data?.counters.registeredSellers} icon={Store} />
      </dl>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Recent Properties" link="/admin/properties" linkLabel="View all properties">
          <ul className="divide-y divide-slate-100">
            {isPending && <li className="px-5 py-4 text-sm text-slate-600">Loading…</li>}
            {data?.recentProperties.length === 0 && <li className="px-5 py-4 text-sm text-slate-600">No properties yet.</li>}
            {data?.recentProperties.map((p) => (
              <li key={p._id} className="flex items-center justify-between gap-3 px-5 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{listingTitle(p)}</p>
                  <p className="text-xs text-slate-600">
                    {askingPriceText(p.propertyData)} · {p.propertyData.seller?.city || '—'}
                  </p>
                </div>
                <StatusBadge status={p.status} />
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Recent Inquiries" link="/admin/queries" linkLabel="View all messages">
          <ul className="divide-y divide-slate-100">
            {isPending && <li className="px-5 py-4 text-sm text-slate-600">Loading…</li>}
            {data?.recentQueries.length === 0 && <li className="px-5 py-4 text-sm text-slate-600">{TEXTS.noMessages}</li>}
            {data?.recentQueries.map((q) => (
              <li key={q._id} className="flex items-start justify-between gap-3 px-5 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">{q.name}</p>
                  <p className="line-clamp-1 text-sm text-slate-700">{q.message}</p>
                  <p className="text-xs text-slate-600">{formatQueryDate(q.date)}</p>
                </div>
                <QueryStatusBadge status={q.status} />
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}
