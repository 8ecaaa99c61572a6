import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4;

/** A heading at the level the page's outline gives it (the page title is the one h1). */
export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** One level further down, no further than h4. */
export function below(level: HeadingLevel): HeadingLevel {
  return level === 2 ? 3 : 4;
}
