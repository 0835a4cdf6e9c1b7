import { NOTIFICATION_LABELS, type NotificationPrefs } from '@ncr/shared/schemas/admin';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useNotificationPrefs } from '../../api/get-notification-prefs';
import { useUpdateNotificationPrefs } from '../../api/update-notification-prefs';
import { LoadError } from '../load-error';
import { SettingsCard } from './settings-card';
import { SwitchField } from './switch-field';

const KEYS = Object.keys(NOTIFICATION_LABELS) as (keyof NotificationPrefs)[];

/** Settings > Notifications: which events this staff member is e-mailed about. */
export function NotificationsTab() {
  const { data, isError } = useNotificationPrefs();
  const save = useUpdateNotificationPrefs();
  const [prefs, setPrefs] = useState<NotificationPrefs | null>(null);
  useEffect(() => {
    if (data) setPrefs(data);
  }, [data]);

  if (isError) return <LoadError message="Failed to load notification preferences" />;
  if (!prefs) return <p className="text-slate-600">Loading…</p>;

  const onSave = () =>
    save.mutate(prefs, {
      onSuccess: () => toast.success('Notification preferences saved'),
      onError: (e) => toast.error('Failed to save preferences', { description: e.message }),
    });

  return (
    <SettingsCard title="Notification Preferences" description="E-mails go to the address of your staff account.">
      <div className="divide-y divide-slate-100">
        {KEYS.map((key) => (
          <SwitchField
            key={key}
            label={NOTIFICATION_LABELS[key].label}
            hint={NOTIFICATION_LABELS[key].hint}
            checked={prefs[key]}
            onCheckedChange={(checked) => setPrefs({ ...prefs, [key]: checked })}
          />
        ))}
      </div>
      <Button className="mt-4" onClick={onSave} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Preferences'}
      </Button>
    </SettingsCard>
  );
}
