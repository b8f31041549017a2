/**
 * The page's cookie jar as the data layer sees it (CookiePort): the XSRF-TOKEN the page would
 * read. A test sets the token a fresh csrf cookie "brought" and counts how often it was read.
 */
import type { CookiePort } from '../../worker/ports/types';

export class FakeCookies implements CookiePort {
  xsrfToken: string | null = 'xsrf-1';
  reads = 0;

  async readXsrfToken(): Promise<string | null> {
    this.reads += 1;
    return this.xsrfToken;
  }
}
