import { describe, expect, it } from 'vitest';
import { type BibDraft, draftInstant, EMPTY_DRAFT, refuseDraft, typeInDraft } from './passage-instant.ts';

/** A clock the test moves by hand: each take() reads it. */
function clock(start: number) {
  let now = start;
  const taken: number[] = [];
  return {
    taken,
    advance: (ms: number) => {
      now += ms;
    },
    take: () => {
      taken.push(now);
      return now;
    },
  };
}

const typeAll = (draft: BibDraft, texts: string[], take: () => number) =>
  texts.reduce((current, text) => typeInDraft(current, text, take), draft);

describe('passage instant of the bib field', () => {
  it('is taken at the first character and kept while the rest is typed', () => {
    const c = clock(1_000);
    let draft = typeInDraft(EMPTY_DRAFT, '1', c.take);
    c.advance(700);
    draft = typeAll(draft, ['12', '123'], c.take);
    c.advance(500);
    expect(draftInstant(draft, c.take)).toBe(1_000);
    expect(c.taken).toEqual([1_000]);
  });

  it('takes it with the first change when the whole bib arrives at once (paste, scanner)', () => {
    const c = clock(5_000);
    const draft = typeInDraft(EMPTY_DRAFT, '104', c.take);
    expect(draft).toEqual({ text: '104', instant: 5_000 });
  });

  it('drops it when the field is cleared; the next first character takes a new one', () => {
    const c = clock(1_000);
    let draft = typeAll(EMPTY_DRAFT, ['9', '98'], c.take);
    c.advance(2_000);
    draft = typeAll(draft, ['9', ''], c.take);
    expect(draft.instant).toBeNull();
    c.advance(3_000);
    draft = typeAll(draft, ['1', '15'], c.take);
    expect(draft.instant).toBe(6_000);
    // Blank is empty: spaces take no instant.
    expect(typeInDraft(EMPTY_DRAFT, '  ', c.take).instant).toBeNull();
  });

  it('in a bunch, each rider gets the instant their bib was started, not the Enter after the typing', () => {
    const c = clock(10_000);
    const recorded: number[] = [];
    for (const bib of ['101', '102', '103']) {
      let draft: BibDraft = EMPTY_DRAFT;
      for (let i = 1; i <= bib.length; i++) {
        draft = typeInDraft(draft, bib.slice(0, i), c.take);
        c.advance(400);
      }
      recorded.push(draftInstant(draft, c.take));
      c.advance(100);
    }
    // 1.2 s of typing per bib plus 0.1 s to the next: the instants are the first keypresses.
    expect(recorded).toEqual([10_000, 11_300, 12_600]);
  });

  it('after a refusal the text stays but has no instant: typing over it takes a new one', () => {
    const c = clock(1_000);
    let draft = typeInDraft(EMPTY_DRAFT, '105', c.take);
    draft = refuseDraft(draft);
    expect(draft).toEqual({ text: '105', instant: null });
    c.advance(60_000);
    draft = typeInDraft(draft, '1', c.take);
    expect(draft.instant).toBe(61_000);
  });

  it('records with now when no instant was taken (Enter on a refused text)', () => {
    const c = clock(1_000);
    expect(draftInstant(refuseDraft({ text: '12', instant: 500 }), c.take)).toBe(1_000);
  });
});
