/**
 * The creation wizard's state machine (wizard-model.ts) wired to its storage and to the data
 * layer: every change is saved as the brand's draft, the chosen file goes to the package store,
 * a reload restores both, and Upload sends `visuals/create`. Discarding (Cancel) and a successful
 * upload clear both stores.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { CommandResult } from '../../../../worker/contract/commands';
import { useDataLayer } from '../../../data-client';
import { nextUploadId } from '../../../lib/upload-ids';
import { serverProblems, toVisualForm, type FieldProblems, type FormField } from '../form/template-form-model';
import { browserPackageStore, type PackageStore } from './package-store';
import { clearDraft, loadDraft, saveDraft } from './wizard-draft';
import { INITIAL_WIZARD, wizardReducer, type WizardAction } from './wizard-model';

/** 'restoring' while the saved file is read back; 'lost' when the draft named a file the store no longer has. */
export type FileStatus = 'none' | 'restoring' | 'ready' | 'lost';

export interface WizardOptions {
  readonly brand: string;
  readonly storage?: Storage;
  readonly packages?: PackageStore;
}

export function useCreateWizard({ brand, storage = localStorage, packages = browserPackageStore() }: WizardOptions) {
  const api = useDataLayer();
  const [state, dispatch] = useReducer(wizardReducer, null, () => loadDraft(storage, brand) ?? INITIAL_WIZARD);
  const [file, setFile] = useState<Blob | null>(null);
  const [fileStatus, setFileStatus] = useState<FileStatus>(state.package === null ? 'none' : 'restoring');
  const [serverFields, setServerFields] = useState<FieldProblems>({});
  const [serverOther, setServerOther] = useState<readonly string[]>([]);
  /** The server's refusals of values (`slots.{input}`), until the input is edited. */
  const [serverValues, setServerValues] = useState<Readonly<Record<string, readonly string[]>>>({});
  const [sending, setSending] = useState(false);
  /** The running upload's id (its progress in the worker), while it is sent. */
  const [uploadId, setUploadId] = useState<string | null>(null);
  const restoring = useRef(state.package !== null);

  useEffect(() => saveDraft(storage, brand, state), [storage, brand, state]);

  // Read the file of a restored draft back once; a draft without its file asks for it again.
  useEffect(() => {
    if (!restoring.current) return;
    restoring.current = false;
    let active = true;
    packages.get(brand).then(
      (stored) => {
        if (!active) return;
        if (stored === null) {
          dispatch({ type: 'choose-package', file: null });
          setFileStatus('lost');
        } else {
          setFile(stored.blob);
          setFileStatus('ready');
        }
      },
      () => {
        if (!active) return;
        dispatch({ type: 'choose-package', file: null });
        setFileStatus('lost');
      },
    );
    return () => {
      active = false;
    };
  }, [packages, brand]);

  // A field the user changed no longer carries the server's complaint about its old value.
  const forget = useCallback(
    (fields: readonly FormField[]) =>
      setServerFields((current) => (fields.some((field) => current[field]) ? Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as FormField))) : current)),
    [],
  );

  const act = useCallback(
    (action: WizardAction) => {
      if (action.type === 'edit') forget(Object.keys(action.values) as FormField[]);
      if (action.type === 'edit-value') setServerValues((current) => (`slots.${action.name}` in current ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== `slots.${action.name}`)) : current));
      dispatch(action);
    },
    [forget],
  );

  const choosePackage = useCallback(
    (chosen: File | null) => {
      forget(['package']);
      setServerValues({});
      setFile(chosen);
      setFileStatus(chosen === null ? 'none' : 'ready');
      dispatch({ type: 'choose-package', file: chosen === null ? null : { name: chosen.name, size: chosen.size } });
      const saved = chosen === null ? packages.delete(brand) : packages.put(brand, { name: chosen.name, blob: chosen });
      // Not kept (quota, private mode): the upload still works, only a reload would lose the file.
      saved.catch((error: unknown) => console.warn('the package could not be kept for a reload', error));
    },
    [packages, brand, forget],
  );

  const discard = useCallback(() => {
    clearDraft(storage, brand);
    packages.delete(brand).catch((error: unknown) => console.warn('the kept package could not be removed', error));
    dispatch({ type: 'restore', state: INITIAL_WIZARD });
    setFile(null);
    setFileStatus('none');
    setServerFields({});
    setServerOther([]);
    setServerValues({});
  }, [storage, brand, packages]);

  /** Confirms the preview and uploads; the result is the command's (id = the new template). */
  const upload = useCallback(async (): Promise<CommandResult | null> => {
    if (file === null || state.package === null) return null;
    dispatch({ type: 'finish-step' });
    setSending(true);
    setServerOther([]);
    // Upload follows the confirmed preview: all three of the wizard's flags are finished.
    const progress = { basicSettings: true, inputsSettings: true, preview: true };
    const id = nextUploadId();
    setUploadId(id);
    const values = Object.keys(state.values).length > 0 ? { values: state.values } : {};
    const result = await api.dispatch({ type: 'visuals/create', form: toVisualForm(state.form), package: file, packageName: state.package.name, progress, upload: id, ...values });
    setSending(false);
    setUploadId(null);
    if (result.ok) return result;
    // Refused values are shown beside their inputs on the inputs step; the rest beside the form's fields.
    const entries = Object.entries(result.fieldErrors ?? {});
    const refusedValues = Object.fromEntries(entries.filter(([field]) => field.startsWith('slots.')));
    const { fields, other } = serverProblems(Object.fromEntries(entries.filter(([field]) => !field.startsWith('slots.'))));
    setServerFields(fields);
    setServerOther(other);
    setServerValues(refusedValues);
    dispatch({ type: 'server-refused', fields, values: Object.keys(refusedValues).length > 0 });
    return result;
  }, [api, file, state.form, state.package, state.values]);

  return { state, act, file, fileStatus, choosePackage, discard, upload, sending, uploadId, serverFields, serverOther, serverValues };
}
