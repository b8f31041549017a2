/**
 * Waits, in real time, until the data layer has taken every answer that is due at once and sent
 * what follows from it: no answer without `delayMs` pending for several turns of the event loop
 * in a row (a chain such as csrf-cookie → me → brand user → balance hands over one answer, then
 * sends the next request a turn or two later). Node's runner gets this for free (fake timers
 * settle promises and 0 ms timers before the clock moves); a browser run of a scenario waits for
 * it before its clock starts, so that the page's own start-up, which takes real milliseconds,
 * does not eat `speed` times as many scenario milliseconds (docs/scenarios.md, "One hash everywhere").
 * Bounded: after `maxMs` it resolves anyway (a page that never goes quiet still plays).
 */
export function whenAnswersTaken(answersDue: () => number, quietTurns = 5, maxMs = 3_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  return new Promise((resolve) => {
    let quiet = 0;
    const check = () => {
      quiet = answersDue() === 0 ? quiet + 1 : 0;
      if (quiet >= quietTurns || Date.now() >= deadline) resolve();
      else setTimeout(check, 0);
    };
    setTimeout(check, 0);
  });
}
