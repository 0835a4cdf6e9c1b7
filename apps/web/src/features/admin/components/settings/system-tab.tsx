import { type SystemSettings, systemSettingsSchema } from '@ncr/shared/schemas/admin';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useSystemSettings } from '../../api/get-system-settings';
import { useUpdateSystemSettings } from '../../api/update-system-settings';
import { LoadError } from '../load-error';
import { SettingsCard } from './settings-card';
import { SwitchField } from './switch-field';

type Draft = Omit<SystemSettings, 'propertyLimitPerUser' | 'minDiscountToPublish'> & {
  propertyLimitPerUser: string;
  minDiscountToPublish: string;
};

/** Settings > System (admin only): the switches the rest of the product obeys. */
export function SystemTab() {
  const { data, isError } = useSystemSettings();
  const save = useUpdateSystemSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<{ field: 'propertyLimitPerUser' | 'minDiscountToPublish'; message?: string }>();
  useEffect(() => {
    if (data)
      setDraft({
        ...data,
        propertyLimitPerUser: String(data.propertyLimitPerUser),
        minDiscountToPublish: String(data.minDiscountToPublish),
      });
  }, [data]);

  if (isError) return <LoadError message="Failed to load system settings" />;
  if (!draft) return <p className="text-slate-600">Loading…</p>;

  const onSave = () => {
    // An empty limit means 0, unlimited; an empty minimum discount, 0, off.
    const parsed = systemSettingsSchema.safeParse({
      ...draft,
      propertyLimitPerUser: draft.propertyLimitPerUser.trim() || 0,
      minDiscountToPublish: draft.minDiscountToPublish.trim() || 0,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({
        field: issue?.path[0] === 'minDiscountToPublish' ? 'minDiscountToPublish' : 'propertyLimitPerUser',
        message: issue?.message,
      });
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('System settings saved'),
      onError: (e) => toast.error('Failed to save settings', { description: e.message }),
    });
  };

  return (
    <SettingsCard title="System Settings" description="Apply to the whole marketplace.">
      <div className="divide-y divide-slate-100">
        <SwitchField
          label="Auto-approve listings"
          hint="On: new seller listings go live at once. Off: they wait as Pending until staff approve them."
          checked={draft.autoApproveListings}
          onCheckedChange={(v) => setDraft({ ...draft, autoApproveListings: v })}
        />
        <SwitchField
          label="Maintenance mode"
          hint="Public pages show a maintenance notice; everything keeps working."
          checked={draft.maintenanceMode}
          onCheckedChange={(v) => setDraft({ ...draft, maintenanceMode: v })}
        />
        <SwitchField
          label="Enable user registration"
          hint="Off: new buyers and sellers cannot sign up; existing accounts still sign in."
          checked={draft.enableUserRegistration}
          onCheckedChange={(v) => setDraft({ ...draft, enableUserRegistration: v })}
        />
      </div>
      <WholeNumberField
        label="Property limit per user"
        hint="Most listings one seller may post; 0 = unlimited."
        error={error?.field === 'propertyLimitPerUser' ? error.message : undefined}
        placeholder="5"
        value={draft.propertyLimitPerUser}
        onChange={(value) => setDraft({ ...draft, propertyLimitPerUser: value })}
      />
      <WholeNumberField
        label="Minimum discount to publish (%)"
        hint="Approval refuses a listing less than this far below its locality's market rate; 0 = off."
        error={error?.field === 'minDiscountToPublish' ? error.message : undefined}
        max={90}
        placeholder="20"
        value={draft.minDiscountToPublish}
        onChange={(value) => setDraft({ ...draft, minDiscountToPublish: value })}
      />
      <Button className="mt-4" onClick={onSave} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </SettingsCard>
  );
}

/** A whole number of 0 or more, typed as text so an empty box can mean 0. */
function WholeNumberField(props: {
  label: string;
  hint: string;
  error: string | undefined;
  max?: number;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error} className="mt-3 max-w-xs">
      {(ids) => (
        <Input
          {...ids}
          type="number"
          min={0}
          max={props.max}
          step={1}
          inputMode="numeric"
          placeholder={props.placeholder}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
