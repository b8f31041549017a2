import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID, PAGE_SESSION_ELEMENT_ID } from '../../worker/contract/page-config';
import { pageHostServices } from './host-services';

afterEach(() => {
  document.head.innerHTML = '';
});

function writeBlock(id: string, text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.head.append(block);
}

describe('the page’s data blocks, handed to the data layer', () => {
  it('hands the signed-in session over once and takes it out of the page; the configuration stays', () => {
    writeBlock(CLIENT_CONFIG_ELEMENT_ID, '{"a":1}');
    writeBlock(PAGE_SESSION_ELEMENT_ID, '{"me":{}}');
    const host = pageHostServices(() => 'XSRF-TOKEN=t%3D1');
    expect(host.pageSession?.()).toBe('{"me":{}}');
    expect(document.getElementById(PAGE_SESSION_ELEMENT_ID)).toBeNull();
    expect(host.pageSession?.()).toBeNull();
    expect(host.clientConfig?.()).toBe('{"a":1}');
    expect(host.clientConfig?.()).toBe('{"a":1}');
    expect(host.readXsrfToken()).toBe('t=1');
  });

  it('has no session in a page without one', () => {
    expect(pageHostServices(() => '').pageSession?.()).toBeNull();
  });
});
