import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface FormActionsProps {
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
  className?: string;
}

/** Cancel and submit at the foot of an admin dialog's form; submit waits while the change is saved. */
export function FormActions({ onCancel, saving, submitLabel, className }: FormActionsProps) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}
