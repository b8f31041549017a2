import { describe, expect, it } from 'vitest';
import { canOpen, checkMapping, checkSettings, previewValues, stepOfRoute, stepRoute, stepState } from './wizard-model';

describe('ad-set wizard model', () => {
  it('maps steps to routes and back', () => {
    expect(stepRoute('settings')).toBe('brand-ad-sets-create-adSetId');
    expect(stepRoute('mapping')).toBe('brand-ad-sets-create-adSetId-mapping');
    expect(stepOfRoute('brand-ad-sets-create-adSetId-populate')).toBe('populate');
    expect(stepOfRoute('brand-ad-sets-create')).toBe('settings');
  });

  it('opens steps up to the saved one; earlier ones are done, later ones locked; a new ad set has only the first', () => {
    const draft = { wizardStep: 'mapping', status: 'draft' } as const;
    expect(stepState('feed', 'mapping', draft)).toBe('done');
    expect(stepState('mapping', 'feed', draft)).toBe('open');
    expect(stepState('populate', 'feed', draft)).toBe('locked');
    expect(stepState('feed', 'settings', null)).toBe('locked');
    expect(stepState('resizes', 'feed', { wizardStep: 'resizes', status: 'ready' })).toBe('done');
    expect(canOpen('populate', draft)).toBe(false);
    expect(canOpen('settings', null)).toBe(true);
  });

  it('checks before sending: name, format and version; required inputs mapped', () => {
    expect(Object.keys(checkSettings({ name: ' ', format: '', versionId: '' })).sort()).toEqual(['format', 'name', 'visual_version_id']);
    expect(checkSettings({ name: 'A', format: 'png', versionId: '3' })).toEqual({});
    const inputs = [
      { name: 'headline', type: 'text', required: true },
      { name: 'cta', type: 'text', required: false },
    ] as const;
    expect(checkMapping(inputs, { cta: 'sku' })).toEqual({ 'mapping.headline': [{ key: 'AD_SETS_WIZARD.INPUT_REQUIRED' }] });
    expect(checkMapping(inputs, { headline: 'name' })).toEqual({});
  });

  it('previews the first product through the mapping', () => {
    expect(previewValues({ headline: 'name', price: 'missing' }, { values: { name: 'Shoe' } })).toEqual({ headline: 'Shoe', price: null });
  });
});
