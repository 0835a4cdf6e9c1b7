import {
  BadgeIndianRupee,
  BadgePercent,
  Building2,
  Circle,
  Clock,
  HandCoins,
  Headset,
  Home,
  KeyRound,
  type LucideIcon,
  Search,
  ShieldCheck,
  Umbrella,
  Users,
  Video,
} from 'lucide-react';

// The content module names icons by key so it stays plain text; this maps them to drawings.
const ICONS: Record<string, LucideIcon> = {
  'badge-indian-rupee': BadgeIndianRupee,
  'badge-percent': BadgePercent,
  'building-2': Building2,
  clock: Clock,
  'hand-coins': HandCoins,
  headset: Headset,
  home: Home,
  'key-round': KeyRound,
  search: Search,
  'shield-check': ShieldCheck,
  umbrella: Umbrella,
  users: Users,
  video: Video,
};

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Circle;
  return <Icon className={className ?? 'h-6 w-6'} aria-hidden />;
}
