import { useId } from 'react';
import { ratingStars, ratingText, reviewCountText, type StarFill } from '../domain/product-display.ts';
import styles from './StarRating.module.css';

export interface StarRatingProps {
  averageRating: number | null;
  reviewCount: number;
  /** Shows '(23)' after the stars, or '4.5 out of 5 · 23 reviews' with `detailed`. */
  detailed?: boolean;
}

function Star({ fill, id }: { fill: StarFill; id: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      className={styles.star}
      aria-hidden="true"
      focusable="false"
    >
      {fill === 'half' && (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
        fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${id})` : 'none'}
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A rating as five stars, rounded to half steps (doc 3 §5). The stars are one image whose accessible name
 * says the rating in words; without reviews it says so in text.
 */
export function StarRating({ averageRating, reviewCount, detailed = false }: StarRatingProps) {
  // Each half star's fill is its own gradient: a hidden copy of the list must not take the others' with it.
  const gradientId = useId();
  const label = ratingText(averageRating, reviewCount);
  if (label === null || averageRating === null) {
    return detailed ? <p className={styles.none}>{reviewCountText(0)}</p> : null;
  }
  const stars = ratingStars(averageRating);
  return (
    <p className={styles.rating}>
      <span role="img" aria-label={label} className={styles.stars}>
        {stars.map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, with no identity of their own
          <Star key={index} fill={fill} id={gradientId} />
        ))}
      </span>
      <span className={styles.count} aria-hidden="true">
        {detailed
          ? `${averageRating.toFixed(1)} out of 5 · ${reviewCountText(reviewCount)}`
          : `(${reviewCount})`}
      </span>
    </p>
  );
}
