import { ACCOUNT } from '@ncr/shared/account-content';
import { TEXTS } from '@ncr/shared/texts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from './api/delete-account';
import { leaveDeletedAccount } from './leave-dashboard';

const T = ACCOUNT.deletion;

/** Delete Account, after the spec's confirmation (§5); failures use the §8 texts. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const onConfirm = () => {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        void leaveDeletedAccount(navigate);
      },
      onError: (error) => {
        // The server said no: 'Failed to delete account'; it could not be reached: 'Error deleting account'.
        const text = error instanceof ApiError ? TEXTS.deleteAccountFailed : TEXTS.deleteAccountError;
        console.warn('Account deletion failed', error);
        setFailure(text);
        setOpen(false);
        toast.error(text);
      },
    });
  };

  return (
    <section aria-labelledby="delete-account-heading" className="space-y-3">
      <h2 id="delete-account-heading" className="text-lg font-semibold text-red-800">
        {T.heading}
      </h2>
      <p className="text-sm text-slate-700">{T.body}</p>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <Button variant="danger" onClick={() => setOpen(true)}>
        {T.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={T.confirmTitle}
        message={TEXTS.confirmDeleteAccount}
        confirmLabel={T.button}
        busy={remove.isPending}
        onConfirm={onConfirm}
      />
    </section>
  );
}
