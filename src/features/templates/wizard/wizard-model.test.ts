import { describe, expect, it } from 'vitest';
import { canVisit, INITIAL_WIZARD, NO_PROGRESS, wizardReducer, type WizardAction, type WizardState } from './wizard-model';

const run = (actions: readonly WizardAction[], from: WizardState = INITIAL_WIZARD) => actions.reduce(wizardReducer, from);
const pkg = { name: 'banner.zip', size: 2048 };
/** A wizard at the preview with every step but the preview finished. */
const atPreview = run([{ type: 'edit', values: { name: 'Summer' } }, { type: 'finish-step' }, { type: 'choose-package', file: pkg }, { type: 'finish-step' }]);

describe('the creation wizard', () => {
  it('starts at basic settings with no flag set', () => {
    expect(INITIAL_WIZARD.step).toBe('basic');
    expect(INITIAL_WIZARD.progress).toEqual(NO_PROGRESS);
  });

  it('sets each step’s flag when it is finished and moves on', () => {
    const basicDone = run([{ type: 'edit', values: { name: 'Summer' } }, { type: 'finish-step' }]);
    expect(basicDone.step).toBe('inputs');
    expect(basicDone.progress).toEqual({ basicSettingsFinished: true, inputsSettingsFinished: false, previewFinished: false });
    expect(atPreview.step).toBe('preview');
    expect(atPreview.progress).toEqual({ basicSettingsFinished: true, inputsSettingsFinished: true, previewFinished: false });
    const confirmed = wizardReducer(atPreview, { type: 'finish-step' });
    expect(confirmed.step).toBe('preview');
    expect(confirmed.progress.previewFinished).toBe(true);
  });

  it('opens a step only when the steps before it are finished', () => {
    expect(wizardReducer(INITIAL_WIZARD, { type: 'go', step: 'preview' })).toBe(INITIAL_WIZARD);
    expect(canVisit(NO_PROGRESS, 'basic')).toBe(true);
    expect(canVisit({ ...NO_PROGRESS, basicSettingsFinished: true }, 'inputs')).toBe(true);
    expect(canVisit({ ...NO_PROGRESS, basicSettingsFinished: true }, 'preview')).toBe(false);
    expect(wizardReducer(atPreview, { type: 'go', step: 'basic' }).step).toBe('basic');
  });

  it('clears the flag of a step whose data changed, and the preview’s, but not the other step’s', () => {
    const confirmed = wizardReducer(atPreview, { type: 'finish-step' });
    expect(wizardReducer(confirmed, { type: 'edit', values: { description: 'new' } }).progress).toEqual({ basicSettingsFinished: false, inputsSettingsFinished: true, previewFinished: false });
    expect(wizardReducer(confirmed, { type: 'choose-package', file: null }).progress).toEqual({ basicSettingsFinished: true, inputsSettingsFinished: false, previewFinished: false });
  });

  it('leaves a step that can no longer be visited for the first unfinished one', () => {
    const lost = wizardReducer(atPreview, { type: 'choose-package', file: null });
    expect(lost.step).toBe('inputs');
    expect(lost.progress).toEqual({ basicSettingsFinished: true, inputsSettingsFinished: false, previewFinished: false });
  });

  it('goes back to the first step holding a field the server refused', () => {
    const confirmed = wizardReducer(atPreview, { type: 'finish-step' });
    const nameRefused = wizardReducer(confirmed, { type: 'server-refused', fields: { name: [{ text: 'Taken.' }] } });
    expect(nameRefused.step).toBe('basic');
    expect(nameRefused.progress).toEqual({ basicSettingsFinished: false, inputsSettingsFinished: true, previewFinished: false });
    const packageRefused = wizardReducer(confirmed, { type: 'server-refused', fields: { package: [{ text: 'Bad zip.' }] } });
    expect(packageRefused.step).toBe('inputs');
    expect(packageRefused.progress).toEqual({ basicSettingsFinished: true, inputsSettingsFinished: false, previewFinished: false });
    const both = wizardReducer(confirmed, { type: 'server-refused', fields: { package: [{ text: 'Bad zip.' }], tags: [{ text: 'Bad tags.' }] } });
    expect(both.step).toBe('basic');
    expect(both.progress).toEqual(NO_PROGRESS);
  });

  it('keeps the values typed for the inputs; a value changed unfinishes the inputs step; another package drops them', () => {
    const confirmed = wizardReducer(atPreview, { type: 'finish-step' });
    const typed = wizardReducer(confirmed, { type: 'edit-value', name: 'headline', value: 'Winter deals' });
    expect(typed.values).toEqual({ headline: 'Winter deals' });
    expect(typed.progress).toEqual({ basicSettingsFinished: true, inputsSettingsFinished: false, previewFinished: false });
    expect(typed.step).toBe('inputs');
    expect(wizardReducer(typed, { type: 'choose-package', file: pkg }).values).toEqual({});
    // A refused value sends the user back to the inputs step.
    const refused = wizardReducer(confirmed, { type: 'server-refused', fields: {}, values: true });
    expect([refused.step, refused.progress.inputsSettingsFinished]).toEqual(['inputs', false]);
  });

  it('stays on the preview when the refusal names no field of the form', () => {
    const confirmed = wizardReducer(atPreview, { type: 'finish-step' });
    const refused = wizardReducer(confirmed, { type: 'server-refused', fields: {} });
    expect(refused.step).toBe('preview');
    expect(refused.progress.previewFinished).toBe(false);
  });
});
