import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, parseDraft, saveDraft } from './wizard-draft';
import { INITIAL_WIZARD, type WizardState } from './wizard-model';

const state: WizardState = {
  step: 'inputs',
  progress: { basicSettingsFinished: true, inputsSettingsFinished: false, previewFinished: false },
  form: { name: 'Summer', description: 'Blue', tags: ['q3'], outputCategory: 'social', defaultOutputFormat: 'png' },
  package: { name: 'banner.zip', size: 2048 },
  values: { headline: 'Winter deals', accent: '#0f766e' },
};

describe('the wizard draft', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per brand under the product and environment prefix', () => {
    expect(draftKey('acme')).toMatch(/^adcreative(-[a-z]+)?:template-wizard:acme$/);
    saveDraft(localStorage, 'acme', state);
    expect(loadDraft(localStorage, 'acme')).toEqual(state);
    expect(loadDraft(localStorage, 'globex')).toBeNull();
  });

  it('is no draft while the wizard is untouched', () => {
    saveDraft(localStorage, 'acme', state);
    saveDraft(localStorage, 'acme', INITIAL_WIZARD);
    expect(localStorage.getItem(draftKey('acme'))).toBeNull();
  });

  it('is removed by clearDraft', () => {
    saveDraft(localStorage, 'acme', state);
    clearDraft(localStorage, 'acme');
    expect(loadDraft(localStorage, 'acme')).toBeNull();
  });

  it('reads nothing from broken or foreign JSON', () => {
    expect(parseDraft('{')).toBeNull();
    expect(parseDraft('[]')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...state, format: 99 }))).toBeNull();
  });

  it('repairs each wrong field of a readable draft with its default', () => {
    const repaired = parseDraft(JSON.stringify({ format: 1, step: 'finale', progress: { basicSettingsFinished: 'yes', previewFinished: true }, form: { name: 7, tags: ['a', 3] }, package: { name: 'x.zip' }, values: { ok: 'yes', bad: 3 } }));
    expect(repaired).toEqual({
      step: 'basic',
      progress: { basicSettingsFinished: false, inputsSettingsFinished: false, previewFinished: true },
      form: { ...INITIAL_WIZARD.form, tags: ['a'] },
      package: null,
      values: { ok: 'yes' },
    });
    // A draft of an older build, without values, keeps its other fields.
    expect(parseDraft(JSON.stringify({ format: 1, step: 'inputs', package: { name: 'x.zip', size: 1 } }))?.values).toEqual({});
  });

  it('survives storage that refuses to work', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(loadDraft(broken, 'acme')).toBeNull();
    expect(() => saveDraft(broken, 'acme', state)).not.toThrow();
    expect(() => clearDraft(broken, 'acme')).not.toThrow();
  });
});
