import { roleBadge, useSession } from '@/lib/session';

/** Full name, mobile, e-mail and user type of the signed-in member (from the session). */
export function ProfileDetails() {
  const session = useSession();
  if (!session) return null;
  const rows = [
    { label: 'Full name', value: session.fullName },
    { label: 'Mobile', value: session.mobile },
    { label: 'Email', value: session.email },
    { label: 'User type', value: roleBadge(session.role) },
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
          <dd className="text-sm break-words text-slate-900 sm:col-span-2">
            {row.value || <span className="text-slate-600">Not set</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
