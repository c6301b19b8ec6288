// Five stars as five buttons ("Rate 4 out of 5"), the chosen ones pressed; pressing the current
// rating again clears it.
import { Star } from 'lucide-react';
import { Icon } from '../../components/icons/Icon.tsx';

export function RatingStars({
  rating,
  title,
  disabled,
  onRate,
}: {
  rating: number | null;
  title: string;
  disabled?: boolean;
  onRate: (rating: number | null) => void;
}) {
  return (
    <div className="podcast-stars" role="group" aria-label={`Your rating of ${title}`} data-testid="podcast-rating" data-rating={rating ?? ''}>
      {[1, 2, 3, 4, 5].map((n) => {
        const on = rating !== null && n <= rating;
        return (
          <button
            key={n}
            type="button"
            className={`podcast-star${on ? ' on' : ''}`}
            aria-label={`Rate ${n} out of 5`}
            aria-pressed={rating === n}
            disabled={disabled}
            onClick={() => onRate(rating === n ? null : n)}
          >
            <Icon icon={Star} fill={on ? 'currentColor' : 'none'} />
          </button>
        );
      })}
      <span className="small muted">{rating === null ? 'Not rated' : `${rating} of 5`}</span>
    </div>
  );
}
