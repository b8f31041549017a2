/**
 * What the page does for the data layer (worker/contract/api.ts HostServices): a dedicated
 * worker cannot read cookies, so after a 419 and a fresh csrf cookie the data layer asks the
 * page for the new XSRF token, and the page reads it from document.cookie. It also hands over the
 * data blocks the server wrote into the page (worker/contract/page-config.ts), saving the first
 * load its round trips: the client configuration, and a signed-in person's session. The session
 * is handed over once and taken out of the page, so the person's data does not stay in the DOM.
 * In scenario builds, also the text of a scenario file the tab opened.
 */
import type { HostServices } from '../../worker/contract/api';
import { CLIENT_CONFIG_ELEMENT_ID, PAGE_SESSION_ELEMENT_ID } from '../../worker/contract/page-config';
import { readXsrfToken } from './read-xsrf-token';
import { readScenarioFile } from './scenario-files';

// `?scenario=` is not in production builds; written out here, see worker/boot/boot-data-layer.ts.
declare const __SCENARIOS__: boolean | undefined;
const SCENARIOS_IN_BUILD = typeof __SCENARIOS__ === 'undefined' || __SCENARIOS__;

export function pageHostServices(readCookie: () => string = () => document.cookie, page: Pick<Document, 'getElementById'> = document): HostServices {
  return {
    readXsrfToken: () => readXsrfToken(readCookie()),
    clientConfig: () => page.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent ?? null,
    pageSession: () => {
      const block = page.getElementById(PAGE_SESSION_ELEMENT_ID);
      if (block === null) return null;
      block.remove();
      return block.textContent;
    },
    // A scenario file the devtools opened in this tab (scenario-files.ts).
    ...(SCENARIOS_IN_BUILD ? { scenarioFile: (id: string) => readScenarioFile(id) } : {}),
  };
}
