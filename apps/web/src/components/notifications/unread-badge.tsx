/** The red count on the bell and, on phones, on the menu button; hidden from screen readers (the button's name says it). */
export function UnreadBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
      data-testid={testId}
      aria-hidden
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
