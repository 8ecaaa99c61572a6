import { SHOP_NAME } from './brand.ts';
import styles from './Logo.module.css';
import { LogoMark } from './LogoMark.tsx';

export type LogoSize = 'large' | 'small';

export interface LogoProps {
  size?: LogoSize;
  /** The pride style: the wordmark sits on rainbow stripes. */
  pride?: boolean;
  href?: string;
  className?: string;
}

const MARK_SIZE: Record<LogoSize, number> = { large: 40, small: 28 };
// The six stripes of the pride flag, top to bottom.
const PRIDE_STRIPES = ['#e40303', '#ff8c00', '#ffed00', '#008026', '#004dff', '#750787'] as const;
const WORDMARK_WIDTH = 112;
const STRIPE_HEIGHT = 1.5;

/** The wordmark: the shop's name drawn to a fixed width, so the logo never reflows with the font. */
function Wordmark({ size, pride }: { size: LogoSize; pride: boolean }) {
  const height = MARK_SIZE[size];
  return (
    <svg
      className={styles.wordmark}
      height={height}
      viewBox={`0 0 ${WORDMARK_WIDTH} 32`}
      aria-hidden="true"
      focusable="false"
      data-pride={pride || undefined}
    >
      <text
        x="0"
        y={pride ? 20 : 22}
        textLength={WORDMARK_WIDTH}
        lengthAdjust="spacingAndGlyphs"
        fill="var(--color-brand-deep, #2f4209)"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="22"
        fontWeight="700"
      >
        {SHOP_NAME}
      </text>
      {pride &&
        PRIDE_STRIPES.map((colour, index) => (
          <rect
            key={colour}
            x="0"
            y={23 + index * STRIPE_HEIGHT}
            width={WORDMARK_WIDTH}
            height={STRIPE_HEIGHT}
            fill={colour}
          />
        ))}
    </svg>
  );
}

/**
 * The shop's logo in its four variants (doc 3 §2): large or small, with or without the pride style.
 * A link home named '{shop} home'.
 */
export function Logo({ size = 'large', pride = false, href = '/ecom/', className }: LogoProps) {
  const classes = [styles.logo, styles[size], className].filter(Boolean).join(' ');
  return (
    <a href={href} className={classes} aria-label={`${SHOP_NAME} home`} data-size={size}>
      <LogoMark size={MARK_SIZE[size]} />
      <Wordmark size={size} pride={pride} />
    </a>
  );
}
