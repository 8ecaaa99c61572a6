/** The shop's mark: a leaf on a green tile. Decorative: always shown beside the shop's name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-brand, #5c8018)" />
      <path d="M8.5 23.5C8.5 14 14.5 8 24 8c0 9.5-6 15.5-15.5 15.5Z" fill="#fff" />
      <path
        d="M8.5 23.5 18 14"
        stroke="var(--color-brand, #5c8018)"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  );
}
