import {
  addDays,
  indiaDay,
  OPEN_VISIT_STATUSES,
  VISIT_SLOT_LABELS,
  VISIT_SLOTS,
  type Visit,
  type VisitSlot,
} from '@ncr/shared/schemas/visit';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useUpdateVisit } from '../api/update-visit';

/** Confirm, reschedule (new day and slot), mark done or cancel one visit. */
export function VisitActions({ visit }: { visit: Visit }) {
  const update = useUpdateVisit();
  const [rescheduling, setRescheduling] = useState(false);
  const [date, setDate] = useState(visit.date);
  const [slot, setSlot] = useState<VisitSlot>(visit.slot);
  if (!OPEN_VISIT_STATUSES.includes(visit.status)) return <span className="text-xs text-slate-600">No actions</span>;

  const send = (body: Parameters<typeof update.mutate>[0]['body']) =>
    update.mutate(
      { id: visit._id, body },
      {
        onSuccess: (v) => {
          toast.success(`Visit ${v.status.toLowerCase()}; the buyer has been told.`);
          setRescheduling(false);
        },
        onError: (e) => toast.error('Could not update the visit', { description: e.message }),
      },
    );
  const who = `visit to ${visit.property.title} by ${visit.buyer?.fullName ?? 'buyer'}`;
  const today = indiaDay(Date.now());

  if (rescheduling) {
    return (
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          send({ status: 'Rescheduled', date, slot });
        }}
      >
        <Field label="New date">
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={date}
              min={today}
              max={addDays(today, 30)}
              onChange={(e) => setDate(e.target.value)}
              className="h-8 w-36"
            />
          )}
        </Field>
        <Field label="Slot">
          {(ids) => (
            <Select {...ids} value={slot} onChange={(e) => setSlot(e.target.value as VisitSlot)} className="h-8 w-44">
              {VISIT_SLOTS.map((s) => (
                <option key={s} value={s}>
                  {VISIT_SLOT_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" size="sm" disabled={update.isPending}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setRescheduling(false)}>
          Back
        </Button>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap gap-1">
      {visit.status !== 'Confirmed' && (
        <Button size="sm" disabled={update.isPending} aria-label={`Confirm ${who}`} onClick={() => send({ status: 'Confirmed' })}>
          Confirm
        </Button>
      )}
      <Button size="sm" variant="secondary" aria-label={`Reschedule ${who}`} onClick={() => setRescheduling(true)}>
        Reschedule
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={update.isPending}
        aria-label={`Mark done ${who}`}
        onClick={() => send({ status: 'Done' })}
      >
        Done
      </Button>
      <Button
        size="sm"
        variant="danger"
        disabled={update.isPending}
        aria-label={`Cancel ${who}`}
        onClick={() => send({ status: 'Cancelled' })}
      >
        Cancel
      </Button>
    </div>
  );
}
