/** The analytics events of the multi-search modal (doc 3 §4: "opens and closes with analytics events"). */
export const MULTI_SEARCH_ANALYTICS = {
  opened: { event: 'multi_search_modal', action: 'open' },
  closed: { event: 'multi_search_modal', action: 'close' },
} as const;
