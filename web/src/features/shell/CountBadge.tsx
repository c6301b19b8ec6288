/** A count on a button (unread activity, documents at work): shown only above 0; the button's label says it in words. */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" aria-hidden="true" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
