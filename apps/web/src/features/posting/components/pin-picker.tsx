import type { PropertyData } from '@ncr/shared/schemas/property';
import { lazy, Suspense, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { PropertyFormValues } from './form-values';

const PinMap = lazy(() => import('./pin-map').then((m) => ({ default: m.PinMap })));

type Form = UseFormReturn<PropertyFormValues, unknown, PropertyData>;

/**
 * Where the property is on the map (optional, issue 64): the map opens on request, a tap places the
 * pin and a drag moves it. Buyers see it rounded to about 200 m; without one, the listing is shown
 * at its locality (docs/decisions/0132).
 */
export function PinPicker({ form }: { form: Form }) {
  const pin = form.watch('property.pin') ?? null;
  const city = form.watch('seller.city') ?? '';
  const [open, setOpen] = useState(false);
  const error = form.formState.errors.property?.pin;
  const set = (value: { lat: number; lng: number } | null) =>
    form.setValue('property.pin', value, { shouldDirty: true, shouldValidate: true });
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
