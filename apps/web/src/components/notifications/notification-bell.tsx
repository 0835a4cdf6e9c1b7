import { formatQueryDate } from '@ncr/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { NOTIFICATIONS_KEY, useNotifications } from './api/get-notifications';
import { markNotificationsRead } from './api/mark-notifications-read';
import { UnreadBadge } from './unread-badge';

/** The header bell of signed-in buyers and sellers: unread count, latest alerts, mark all read. */
export function NotificationBell() {
  const { data } = useNotifications(true);
  const headingId = useId();
  const queryClient = useQueryClient();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const markAll = async () => {
    await markNotificationsRead();
    await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  };
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button type="button" className={buttonClasses('ghost', 'icon', 'relative')} aria-label={label}>
          <Bell className="h-5 w-5" aria-hidden />
          <UnreadBadge count={unread} testId="unread-count" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          aria-labelledby={headingId}
          sideOffset={8}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 id={headingId} className="text-sm font-semibold text-slate-900">
              Notifications
            </h2>
            {unread > 0 && (
              <Button variant="ghost" size="sm" onClick={() => void markAll()}>
                Mark all read
              </Button>
            )}
          </div>
          {!data || data.notifications.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-600">No notifications yet.</p>
          ) : (
            <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto">
              {data.notifications.map((n) => (
                <li key={n._id}>
                  <Popover.Close asChild>
                    <Link
                      to={`/property/${n.propertyId}`}
                      onClick={() =>
                        void markNotificationsRead([n._id]).then(() => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }))
                      }
                      className="block rounded px-2 py-2 text-sm hover:bg-slate-50"
                    >
                      <span className={n.read ? 'text-slate-700' : 'font-semibold text-slate-900'}>{n.text}</span>
                      <span className="block text-xs text-slate-600">
                        {n.read ? '' : 'New · '}
                        {formatQueryDate(n.createdAt)}
                      </span>
                    </Link>
                  </Popover.Close>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
