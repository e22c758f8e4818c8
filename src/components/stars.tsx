import { STARS, reviewTexts } from '../domain/reviews.ts';
import styles from './stars.module.css';

const STAR_POINTS =
  '7.5,0.8 9.2,5.45 14.16,5.64 10.26,8.7 11.61,13.46 7.5,10.7 3.39,13.46 4.74,8.7 0.84,5.64 5.8,5.45';

/**
 * One star, filled or drawn in outline: one polygon both ways, so a row of filled and empty stars
 * lines up at any size.
 */
export function StarIcon({ filled, size, className }: { filled: boolean; size: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 15 15" aria-hidden className={className}>
      <polygon
        points={STAR_POINTS}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A rating as five stars, filled up to `rating` rounded to the nearest whole star, read as "Rated 4
 * out of 5" (or `label`). `size` is the stars' side in pixels.
 */
export function Stars({
  rating,
  size = 16,
  label,
}: {
  rating: number;
  size?: number;
  /** What a screen reader hears; null: nothing (the text beside the stars says it). */
  label?: string | null;
}) {
  const filled = Math.round(rating);
  const named =
    label === null
      ? { 'aria-hidden': true }
      : { role: 'img', 'aria-label': label ?? reviewTexts.starsLabel(rating) };
  return (
    <span className={styles.stars} {...named}>
      {STARS.map((star) => (
        <StarIcon
          key={star}
          filled={star <= filled}
          size={size}
          {...(star > filled && { className: styles.empty })}
        />
      ))}
    </span>
  );
}
