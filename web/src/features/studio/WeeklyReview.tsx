// The weekly money review: the last complete Monday–Sunday week from the ledger, against the week before.
import type { StudioDto } from '../../../../core/harmony/api.ts';
import { formatCents, formatDay } from '../../lib/format.ts';

export function WeeklyReview({ review }: { review: StudioDto['review'] }) {
  const diff = review.spendingCents - review.previousSpendingCents;
  return (
    <section className="card" aria-labelledby="studio-review" data-testid="studio-review">
      <h2 id="studio-review">Weekly money review</h2>
      <p className="small muted">
        {formatDay(review.from)} – {formatDay(review.to)}, from your ledger.
      </p>
      {review.transactions === 0 && review.previousSpendingCents === 0 ? (
        <p>No transactions that week or the week before.</p>
      ) : (
        <ul className="studio-facts">
          <li>
            Spent <strong data-testid="review-spending">{formatCents(review.spendingCents)}</strong> (
            {diff === 0 ? 'the same as' : `${formatCents(Math.abs(diff))} ${diff > 0 ? 'more than' : 'less than'}`} the week before,{' '}
            {formatCents(review.previousSpendingCents)}).
          </li>
          <li>
            Income <strong>{formatCents(review.incomeCents)}</strong> (week before: {formatCents(review.previousIncomeCents)}).
          </li>
          {review.topCategories.length > 0 && (
            <li>Top categories: {review.topCategories.map((c) => `${c.category} ${formatCents(c.cents)} (${c.sharePercent}%)`).join(', ')}.</li>
          )}
          {review.biggestPurchase && (
            <li>
              Biggest purchase: {review.biggestPurchase.description}, {formatCents(review.biggestPurchase.cents)} on {formatDay(review.biggestPurchase.date)}.
            </li>
          )}
          <li>{review.noSpendDays} of 7 days without spending.</li>
          {review.challenges.length > 0 && <li>Challenges: {review.challenges.map((c) => `${c.categories.join(', ')}: ${c.state}`).join('; ')}.</li>}
        </ul>
      )}
    </section>
  );
}
