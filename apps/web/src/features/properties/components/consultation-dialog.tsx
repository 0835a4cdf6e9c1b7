import { Dialog } from '@/components/ui/dialog';
import { CallbackForm } from './callback-form';

/** "Book Free Consultation": the call-back request about no one listing (docs/decisions/0122). */
export function ConsultationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Book Free Consultation"
      description="Our property advisers call you, free, to understand what you need and suggest listings and localities."
    >
      <CallbackForm
        intro="Tell us when suits you: we call from our number."
        thanks={(window) => `Thank you! Our team will call you in the ${window} window for your free consultation.`}
      />
    </Dialog>
  );
}
