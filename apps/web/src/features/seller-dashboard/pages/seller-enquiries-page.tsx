import { formatDay } from '@ncr/shared/format';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { useSellerEnquiries } from '../api/get-seller-enquiries';

/** Enquiries: how many buyers asked about each listing, and what they asked. Staff follow them up. */
export function SellerEnquiriesPage() {
  const enquiries = useSellerEnquiries();
  const data = enquiries.data;
  return (
    <div className="space-y-4">
      <PageTitle>Enquiries</PageTitle>
      <p className="text-slate-700">Buyers' questions about your listings. Our team calls them back and keeps you posted.</p>
      {enquiries.isPending ? (
        <p role="status">Loading…</p>
      ) : enquiries.isError || !data ? (
        <p role="alert" className="text-red-700">
          Could not load the enquiries.
        </p>
      ) : data.total === 0 ? (
        <p className="text-slate-700">No enquiries yet.</p>
      ) : (
        <>
          <section aria-labelledby="per-listing" className="space-y-2">
            <h2 id="per-listing" className="text-lg font-semibold text-slate-900">
              {data.total} {data.total === 1 ? 'enquiry' : 'enquiries'} in all
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2">
              {data.listings.map((l) => (
                <li key={l._id} className="flex items-center justify-between rounded-md border border-slate-200 bg-white px-3 py-2">
                  <Link to={`/property/${l._id}`} className="font-medium text-brand-800 hover:underline">
                    {l.title}
                  </Link>
                  <span className="text-sm font-semibold text-slate-900">{l.count}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="messages" className="space-y-2">
            <h2 id="messages" className="text-lg font-semibold text-slate-900">
              Messages
            </h2>
            <ul className="space-y-2">
              {data.enquiries.map((e) => (
                <li key={e._id} className="rounded-md border border-slate-200 bg-white p-3">
                  <p className="text-xs text-slate-600">
                    {e.name} about <span className="font-medium text-slate-800">{e.property.title}</span> · {formatDay(e.date)}
                  </p>
                  <p className="mt-1 whitespace-pre-line text-slate-900">{e.message}</p>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
