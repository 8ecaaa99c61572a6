/**
 * The pages of this tab's history before the current one, oldest first, as the browser keeps them (the
 * Navigation API's entries: the router pushes each page there). A browser without the API answers none, and
 * the meal-deal journey (src/domain/meal-deal-journey.ts) is then simply not detected.
 */
interface NavigationHistory {
  entries(): readonly { url: string | null }[];
  currentEntry: { index: number } | null;
}

export function previousPages(): string[] {
  const navigation = (globalThis as { navigation?: NavigationHistory }).navigation;
  const current = navigation?.currentEntry;
  if (!navigation || !current || typeof navigation.entries !== 'function') return [];
  return navigation
    .entries()
    .slice(0, current.index)
    .flatMap((entry) => {
      if (!entry.url) return [];
      try {
        return [new URL(entry.url).pathname];
      } catch {
        return [];
      }
    });
}
