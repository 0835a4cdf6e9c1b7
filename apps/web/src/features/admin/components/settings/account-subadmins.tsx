import { AUTH_COPY } from '@ncr/shared/auth-copy';
import type { Subadmin } from '@ncr/shared/schemas/auth';
import { TEXTS } from '@ncr/shared/texts';
import { KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeleteSubadmin } from './account-api/delete-subadmin';
import { useSubadmins } from './account-api/get-subadmins';
import { AccountCard, reasonOf } from './account-card';
import { AccountSubadminCreate } from './account-subadmin-create';
import { AccountSubadminPasswordDialog } from './account-subadmin-password-dialog';

const T = AUTH_COPY.account;

/** Subadmin Management (admin only): create, list, change password, delete. */
export function AccountSubadmins() {
  const subadmins = useSubadmins();
  const remove = useDeleteSubadmin();
  const [passwordFor, setPasswordFor] = useState<Subadmin | null>(null);
  const [deleting, setDeleting] = useState<Subadmin | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success(TEXTS.subadminDeleted),
      onError: (error) => toast.error(TEXTS.subadminDeleteFailed, { description: reasonOf(error) }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <AccountCard id="account-subadmins" title={T.subadminHeading} intro={T.subadminIntro}>
      <div className="space-y-6">
        <AccountSubadminCreate />
        <div>
          <h3 className="font-semibold text-slate-900">{T.listHeading}</h3>
          {subadmins.isError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {T.loadFailed}
            </p>
          )}
          {subadmins.data?.length === 0 && <p className="mt-2 text-sm text-slate-600">{T.empty}</p>}
          {subadmins.data && subadmins.data.length > 0 && (
            <ul aria-label={T.listHeading} className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
              {subadmins.data.map((sub) => (
                <li key={sub._id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{sub.fullName}</p>
                    <p className="text-sm break-all text-slate-600">{sub.email}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setPasswordFor(sub)}
                      aria-label={`${T.changePassword}: ${sub.fullName}`}
                    >
                      <KeyRound className="h-4 w-4" aria-hidden />
                      {T.changePassword}
                    </Button>
                    <Button variant="danger" size="sm" onClick={() => setDeleting(sub)} aria-label={`${T.delete}: ${sub.fullName}`}>
                      <Trash2 className="h-4 w-4" aria-hidden />
                      {T.delete}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <AccountSubadminPasswordDialog subadmin={passwordFor} onClose={() => setPasswordFor(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteTitle}
        message={TEXTS.confirmDeleteSubadmin}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AccountCard>
  );
}
