/** ` (did you mean "x"?)` for the closest known name, when one is close enough to be a typo. */
export function didYouMean(word: string, known: Iterable<string>): string {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  // A typo changes a few letters; beyond a third of the word it is another word.
  return best !== null && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? ` (did you mean "${best}"?)` : '';
}

/** Levenshtein distance, two rows. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length] as number;
}
