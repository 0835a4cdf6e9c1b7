import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { typedBudgetChanges } from '@/lib/typed-query';

/**
 * A budget typed as people say it, beside the Min/Max choices (docs/decisions/0115): "under 80
 * lakh", "50 L to 1.2 Cr"; for a rental "under 25k". Enter or Apply sets both bounds; text that
 * states no amount or cannot be a budget says so and changes nothing.
 */
export function TypedBudgetField({ rent, onChange }: { rent: boolean; onChange: (changes: Record<string, string | undefined>) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const apply = () => {
    const read = typedBudgetChanges(text, rent);
    if (!read)
      return setProblem(
        rent ? 'Type a rent, e.g. "under 25k" or "15,000 to 20,000"' : 'Type a budget, e.g. "under 80 lakh" or "50 L to 1.2 Cr"',
      );
    if (!read.ok) return setProblem(read.message);
    setProblem(undefined);
    setText('');
    onChange(read.changes);
  };
  return (
    <div className="flex items-start gap-2">
      <Field
        label={rent ? 'Or type a rent' : 'Or type a budget'}
        hint={rent ? 'e.g. under 25k, 15-20 thousand' : 'e.g. under 80 lakh, 50 L to 1.2 Cr'}
        error={problem}
        className="min-w-0 flex-1"
      >
        {(ids) => (
          <Input
            {...ids}
            value={text}
            inputMode="text"
            autoComplete="off"
            maxLength={40}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Inside the phone's filter form Enter would submit the sheet: it applies this field instead.
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
            }}
          />
        )}
      </Field>
      <Button type="button" variant="secondary" className="mt-6" onClick={apply}>
        Apply
      </Button>
    </div>
  );
}
