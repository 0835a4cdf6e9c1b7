import { CalendarCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

const ConsultationDialog = lazy(() => import('./consultation-dialog').then((m) => ({ default: m.ConsultationDialog })));

/**
 * "Book Free Consultation" opens the call-back request (docs/decisions/0122). It is a link to the
 * contact page, so it works before the page is live; once live it opens the request in place,
 * loading the form only then.
 */
export function ConsultationButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Link
        to="/contact"
        className={buttonClasses('accent', 'sm')}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      >
        <CalendarCheck className="h-4 w-4" aria-hidden />
        Book Free Consultation
      </Link>
      {wanted && (
        <Suspense fallback={null}>
          <ConsultationDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
