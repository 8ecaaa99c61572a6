import { Link } from '@tanstack/react-router';

/** A link to the results of another term ('did you mean'; doc 3 §3 metaData). */
export function SearchTermLink({ term }: { term: string }) {
  return (
    <Link to="/shop/search" search={{ searchTerm: term }}>
      {term}
    </Link>
  );
}

export const searchTermLink = (term: string) => <SearchTermLink term={term} />;
