import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const PinMap = lazy(() => import('./pin-map').then((m) => ({ default: m.PinMap })));

type Point = { lat: number; lng: number };

/**
 * Where the property is on the map (optional, issue 64): the map opens on request, a tap places the
 * pin and a drag moves it. Buyers see it rounded to about 200 m; without one, the listing is shown
 * at its locality (docs/decisions/0132). The post form and the staff's edit both use it, each
 * binding `property.pin` of its own form.
 */
export function PinPicker({
  pin,
  city,
  error,
  onChange: set,
}: {
  pin: Point | null;
  /** The seller's city: where the map opens when there is no pin yet. */
  city: string;
  error?: { message?: string };
  onChange: (pin: Point | null) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">Pin on the map (optional)</legend>
      <p className="text-sm text-slate-700">
        {pin
          ? `Pin placed at ${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}. Drag it or tap the map to move it.`
          : 'Tap the map where the property is. Buyers see the area to within about 200 m, never the door.'}
      </p>
      {open ? (
        <Suspense fallback={<div className="h-72 w-full animate-pulse rounded-lg bg-slate-200" aria-hidden />}>
          <PinMap pin={pin} city={city} onPin={set} />
        </Suspense>
      ) : (
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          {pin ? 'Move the pin on the map' : 'Place a pin on the map'}
        </Button>
      )}
      {pin && (
        <Button type="button" variant="ghost" size="sm" onClick={() => set(null)}>
          Remove the pin
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error.message ?? 'Place the pin in Delhi NCR'}
        </p>
      )}
    </fieldset>
  );
}
