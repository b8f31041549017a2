/**
 * Scenario files a tester opened in this tab from the devtools (docs/scenarios.md, "Opening a
 * file in the running app"): kept in sessionStorage, which is the tab's own, under a random id;
 * the app opens on `?scenario=file:<id>` and the worker asks the page for the text at boot
 * (HostServices.scenarioFile). A library name never has a colon, so `file:<id>` is never
 * mistaken for one. The text was parsed before it was stored (DataLayerApi.checkScenario).
 */

const PREFIX = 'adcreative-scenario-file:';
/** What follows `file:`: the random id this module makes. */
const FILE_ID = /^[a-z0-9]{12}$/;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage refused (a sandboxed frame, privacy settings)
  }
}

/** A new id: 12 characters of [a-z0-9], random enough that two files of a tab never meet. */
function newId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => '0123456789abcdefghijklmnopqrstuvwxyz'[b % 36]).join('');
}

/** Stores the text; the id, or null when the tab's storage refuses it (full, or off). */
export function storeScenarioFile(text: string): string | null {
  const store = storage();
  if (store === null) return null;
  const id = newId();
  try {
    store.setItem(`${PREFIX}${id}`, text);
    return id;
  } catch {
    return null;
  }
}

/** The text stored under that id in this tab, or null. */
export function readScenarioFile(id: string): string | null {
  if (!FILE_ID.test(id)) return null;
  return storage()?.getItem(`${PREFIX}${id}`) ?? null;
}
