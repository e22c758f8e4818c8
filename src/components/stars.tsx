import { StarFilledIcon, StarIcon } from '@radix-ui/react-icons';
import { STARS, reviewTexts } from '../domain/reviews.ts';
import styles from './stars.module.css';

/**
 * A rating as five stars, filled up to `rating` rounded to the nearest whole star, read as "Rated 4
 * out of 5" (or `label`). `size` is the stars' side in pixels.
 */
export function Stars({ rating, size = 16, label }: { rating: number; size?: number; label?: string }) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={label ?? reviewTexts.starsLabel(rating)}>
      {STARS.map((star) =>
        star <= filled ? (
          <StarFilledIcon key={star} width={size} height={size} aria-hidden />
        ) : (
          <StarIcon key={star} width={size} height={size} className={styles.empty} aria-hidden />
        ),
      )}
    </span>
  );
}
