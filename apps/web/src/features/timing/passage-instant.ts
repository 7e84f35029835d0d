/**
 * The bib field and the passage instant it holds. A rider crosses when the timekeeper starts typing
 * their bib, not when Enter is pressed: the instant is taken at the first character, so in a bunch the
 * typing time of each bib is never added to the riders behind.
 */
export interface BibDraft {
  text: string;
  /** Server-clock instant taken at the first character; null while the field is empty. */
  instant: number | null;
}

export const EMPTY_DRAFT: BibDraft = { text: '', instant: null };

/**
 * The field changed to `text`. Emptied: the instant is dropped. The first character of a new entry
 * (the field was empty, or its refused text is being replaced): `take()` gives the instant. Any other
 * edit keeps the instant already taken.
 */
export function typeInDraft(draft: BibDraft, text: string, take: () => number): BibDraft {
  if (text.trim() === '') return { text, instant: null };
  if (draft.instant !== null) return { text, instant: draft.instant };
  return { text, instant: take() };
}

/**
 * After a refusal the text stays (selected, so the next digits replace it) but its instant is
 * dropped: an entry left aside must never give its instant to the next rider typed over it.
 */
export function refuseDraft(draft: BibDraft): BibDraft {
  return { text: draft.text, instant: null };
}

/** The instant to record with on Enter: the one taken at the first character, else now. */
export function draftInstant(draft: BibDraft, take: () => number): number {
  return draft.instant ?? take();
}
