import { cn } from '@/lib/cn';

const STEPS = ['Property details', 'Legal, media and features'];

/** Where the seller is in the two-step form. */
export function WizardSteps({ step }: { step: 1 | 2 }) {
  return (
    <ol className="flex flex-wrap gap-2 text-sm" aria-label="Form steps">
      {STEPS.map((label, index) => {
        const current = index + 1 === step;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-full px-3 py-1',
              current ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700',
            )}
          >
            <span className="font-semibold">Step {index + 1}</span>
            <span>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
