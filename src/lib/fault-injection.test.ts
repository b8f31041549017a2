import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAULT_KEY, faultInjected, InjectedFault, throwIfFaultInjected } from './fault-injection';

afterEach(() => {
  window.localStorage.removeItem(FAULT_KEY);
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('fault injection', () => {
  it('is keyed like every stored setting: product and environment', () => {
    expect(FAULT_KEY).toBe('adcreative-dev:fault');
  });

  it('fails exactly the targets listed', () => {
    expect(faultInjected('header-widget:credit-balance')).toBe(false);
    window.localStorage.setItem(FAULT_KEY, 'header-widget:storage-usage , header-widget:credit-balance');
    expect(faultInjected('header-widget:credit-balance')).toBe(true);
    expect(faultInjected('header-widget:storage-usage')).toBe(true);
    expect(faultInjected('header-widget:credit')).toBe(false);
    expect(() => throwIfFaultInjected('header-widget:credit-balance')).toThrow(InjectedFault);
    expect(() => throwIfFaultInjected('header-widget:running-renders')).not.toThrow();
  });

  it('does nothing in a production build', async () => {
    vi.stubEnv('MODE', 'production');
    vi.resetModules();
    const production = await import('./fault-injection');
    window.localStorage.setItem(production.FAULT_KEY, 'header-widget:credit-balance');
    expect(production.faultInjected('header-widget:credit-balance')).toBe(false);
  });
});
