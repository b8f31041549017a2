/**
 * Test support for the ad-set component tests: a tiny in-memory ad-set server answering the fake
 * network's ad-set calls by name (adSetsOverview, adSetDetail, adSetCreateDraft, adSetSaveStep…)
 * roughly as the reference backend does, so a write followed by the data layer's refetch shows.
 */
import { AD_SET_WIZARD_STEPS } from '../../../worker/contract/ad-sets';
import type { AdOfSet, AdSetDetail, AdSetOptions, AdSetSettings, SaveAdSetStepCommand } from '../../../worker/domains/ad-sets/contract';
import { anAdSet } from '../../../tests/harness/builders';
import type { FakePorts } from '../../../tests/harness/fake-ports';
import { httpFailure } from '../../../tests/harness/http-failure';

export const AD_SET_OPTIONS: AdSetOptions = {
  id: 'options',
  formats: ['html', 'png'],
  languages: ['en', 'cs'],
  feeds: [{ id: '4', name: 'Shoes', productsCount: 2 }],
  versions: [
    { id: '31', label: 'Banner v1', visualName: 'Banner' },
    { id: '32', label: 'Carousel v2', visualName: 'Carousel' },
  ],
};

const notFound = () => httpFailure(404, 'Not Found', { message: 'No query results for model [AdSet].' });

/** The step after `step`, never past the last one. */
const after = (step: AdSetDetail['wizardStep']) => AD_SET_WIZARD_STEPS[Math.min(AD_SET_WIZARD_STEPS.indexOf(step) + 1, AD_SET_WIZARD_STEPS.length - 1)]!;

export function adSetServer(initial: readonly AdSetDetail[], ads: readonly AdOfSet[] = []) {
  const sets = [...initial];
  let nextId = 900;
  const find = (id: string) => {
    const found = sets.find((a) => a.id === id);
    if (found === undefined) throw notFound();
    return found;
  };
  const save = (id: string, fields: Partial<AdSetDetail>) => {
    const i = sets.indexOf(find(id));
    sets[i] = { ...sets[i]!, ...fields };
    return sets[i]!;
  };
  const saveStep = ({ id, step }: Pick<SaveAdSetStepCommand, 'id' | 'step'>) => {
    const current = find(id);
    const wizardStep = AD_SET_WIZARD_STEPS.indexOf(after(step.step)) > AD_SET_WIZARD_STEPS.indexOf(current.wizardStep) ? after(step.step) : current.wizardStep;
    switch (step.step) {
      case 'settings':
        return save(id, { ...step.settings, wizardStep });
      case 'feed':
        return save(id, { feedId: step.feedId, feedLabel: 'Shoes', wizardStep });
      case 'localize':
        return save(id, { languages: step.languages, wizardStep });
      case 'mapping':
        return save(id, { mapping: step.mapping, wizardStep });
      case 'resizes':
        return save(id, { sizes: step.sizes.map((s) => ({ ...s, label: null })), status: 'ready', wizardStep: 'resizes' });
    }
  };

  return {
    sets,
    install({ backend }: FakePorts) {
      backend
        .autoAnswer('adSetOptions', AD_SET_OPTIONS)
        .autoAnswer('adSetsOverview', (call) => {
          // Paged as the server pages (the list is a window that asks page after page).
          const q = call.args[0] as { page: number; perPage: number };
          const items = sets.slice((q.page - 1) * q.perPage, q.page * q.perPage);
          return { items, page: q.page, perPage: q.perPage, total: sets.length, lastPage: Math.max(1, Math.ceil(sets.length / q.perPage)) };
        })
        .autoAnswer('adSetDetail', (call) => find(call.args[0] as string))
        .autoAnswer('adSetCreateDraft', (call) => {
          const settings = call.args[0] as AdSetSettings;
          const created = anAdSet(nextId++, { ...settings, wizardStep: 'feed' });
          sets.unshift(created);
          return created;
        })
        .autoAnswer('adSetSaveStep', (call) => saveStep(call.args[0] as Pick<SaveAdSetStepCommand, 'id' | 'step'>))
        .autoAnswer('adSetAd', (call) => {
          const { adSetId, id } = call.args[0] as { adSetId: string; id: string };
          const ad = ads.find((a) => a.id === id && a.adSetId === adSetId);
          if (ad === undefined) throw notFound();
          return ad;
        });
    },
  };
}
