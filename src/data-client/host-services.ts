/**
 * What the page does for the data layer (worker/contract/api.ts HostServices): a dedicated
 * worker cannot read cookies, so after a 419 and a fresh csrf cookie the data layer asks the
 * page for the new XSRF token, and the page reads it from document.cookie.
 */
import type { HostServices } from '../../worker/contract/api';
import { readXsrfToken } from './read-xsrf-token';

export function pageHostServices(readCookie: () => string = () => document.cookie): HostServices {
  return { readXsrfToken: () => readXsrfToken(readCookie()) };
}
