/**
 * Creating or renaming an asset group (`resource/create|update` of `asset-group`): label and
 * name, our checks first, the server's 422 messages under their fields after.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/card';
import { describedBy, Field, type FieldProblems, inputClass, serverFieldProblems, SHOWS_FIELD_PROBLEMS } from '../../../components/ui/form-field';
import { useDataLayer } from '../../../data-client';
import { groupFormProblems, nameFromLabel, type GroupFormValues } from './group-form';
import { Modal } from '../../../components/ui/modal';

type Fields = keyof GroupFormValues;

export function GroupDialog({ group, onClose, onCreated }: { group: { id: string; label: string; name: string } | null; onClose: () => void; onCreated?: (id: string) => void }) {
  const { t } = useTranslation('assets');
  const api = useDataLayer();
  const [values, setValues] = useState<GroupFormValues>({ label: group?.label ?? '', name: group?.name ?? '' });
  const [nameTouched, setNameTouched] = useState(group !== null);
  const [problems, setProblems] = useState<FieldProblems<Fields>>({});
  const [other, setOther] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own = groupFormProblems(values);
    setProblems(Object.fromEntries(Object.entries(own).map(([field, key]) => [field, [{ text: t(key) }]])));
    setOther([]);
    if (Object.keys(own).length > 0) return;
    setBusy(true);
    const fields = { label: values.label.trim(), name: values.name.trim() };
    const result = group === null ? await api.dispatch({ type: 'resource/create', resource: 'asset-group', fields }, SHOWS_FIELD_PROBLEMS) : await api.dispatch({ type: 'resource/update', resource: 'asset-group', id: group.id, fields }, SHOWS_FIELD_PROBLEMS);
    setBusy(false);
    if (result.ok) {
      onClose();
      if (group === null && result.record) onCreated?.(result.record.id);
      return;
    }
    const server = serverFieldProblems<Fields>(result.fieldErrors, (name) => (name === 'label' || name === 'name' ? name : undefined));
    setProblems(server.fields);
    setOther(result.fieldErrors === undefined ? [result.message ?? t('ASSETS_COMMON.ACTION_FAILED')] : server.other);
  };

  const field = (id: Fields, label: string, hint?: string) => (
    <Field id={`group-${id}`} label={label} required problems={problems[id] ?? []} {...(hint ? { hint } : {})}>
      <input
        id={`group-${id}`}
        className={inputClass((problems[id] ?? []).length > 0)}
        value={values[id]}
        onChange={(event) => {
          const value = event.target.value;
          setValues((current) => (id === 'label' && !nameTouched ? { label: value, name: nameFromLabel(value) } : { ...current, [id]: value }));
          if (id === 'name') setNameTouched(true);
          setProblems((current) => ({ ...current, [id]: [] }));
        }}
        {...describedBy(`group-${id}`, problems[id] ?? [], hint !== undefined)}
      />
    </Field>
  );

  return (
    <Modal
      onClose={onClose}
      busy={busy}
      size="md"
      title={t(group === null ? 'ASSETS_GROUPS.NEW_TITLE' : 'ASSETS_GROUPS.EDIT_TITLE')}
      testId="group-dialog"
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ASSETS_COMMON.CANCEL')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="group-save">
            {t(group === null ? 'ASSETS_GROUPS.CREATE' : 'ASSETS_COMMON.SAVE')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {field('label', t('ASSETS_GROUPS.LABEL'))}
        {field('name', t('ASSETS_GROUPS.NAME'), t('ASSETS_GROUPS.NAME_HINT'))}
        {other.length > 0 ? <InlineError>{other.join(' ')}</InlineError> : null}
      </div>
    </Modal>
  );
}
