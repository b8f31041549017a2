import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VisualForm } from '../../../../worker/contract/creatives';
import { httpFailure } from '../../../../tests/harness/http-failure';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { aVisual, templateServer } from '../../../../tests/harness/servers/templates-test-server';

const summer = () =>
  aVisual(4, {
    name: 'Summer <b>sale</b>',
    description: 'Blue and bold',
    tags: ['summer', 'q3'],
    outputCategory: 'social',
    defaultOutputFormat: 'png',
    sizes: [
      { width: 300, height: 250, label: null },
      { width: 728, height: 90, label: null },
    ],
    versions: [
      { id: '41', number: 1, status: 'approved' },
      { id: '42', number: 2, status: 'rejected' },
      { id: '43', number: 3, status: 'approval-requested' },
    ],
  });

async function openTemplate(options: Parameters<typeof renderApp>[0] = {}, visuals = [summer()]) {
  const server = templateServer(visuals);
  const app = await renderApp({ path: '/acme/visuals/4', network: server.install, ...options });
  await screen.findByTestId('template-page');
  return { app, server };
}

const calls = (app: RenderedApp, method: string) => app.backend.calls.filter((call) => call.method === method).map((call) => call.args[0]);

async function menuAction(app: RenderedApp, name: string) {
  await app.user.click(screen.getByTestId('template-actions'));
  await app.user.click(await screen.findByRole('menuitem', { name }));
}

describe('the template page', () => {
  it('shows the name as the heading, the settings once, and the versions newest first with their states', async () => {
    await openTemplate();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Summer <b>sale</b>');
    expect(screen.getByTestId('template-status')).toHaveTextContent('Published');
    expect(screen.getByText('Blue and bold')).toBeInTheDocument();
    expect(screen.getByTestId('fact-category')).toHaveTextContent('Social');
    expect(screen.getByTestId('fact-format')).toHaveTextContent('PNG');
    expect(screen.getByTestId('fact-sizes')).toHaveTextContent('2Show sizes');
    expect(within(screen.getByTestId('fact-sizes')).getByRole('link')).toHaveAttribute('href', '/acme/visuals/4/resizes');
    expect(screen.getByTestId('fact-tags')).toHaveTextContent('summerq3');
    expect(screen.queryByTestId('fact-setup')).toBeNull();
    const rows = screen.getAllByTestId('version-row');
    expect(rows.map((row) => row.textContent)).toEqual(['Version 3newestAwaiting approval', 'Version 2Rejected', 'Version 1Approved']);
    expect(within(rows[0]!).getByRole('link', { name: 'Version 3' })).toHaveAttribute('href', '/acme/visuals/4/version/43');
    // Its name appears as text, once in the heading, never twice as ID/NAME fields.
    expect(screen.getAllByText('Summer <b>sale</b>')).toHaveLength(1);
    expect(screen.queryByText('ID')).toBeNull();
  });

  it("shows the creation flags only while the template's setup is unfinished", async () => {
    await openTemplate({}, [aVisual(4, { progress: { basicSettings: true, inputsSettings: false, preview: false } })]);
    expect(screen.getByTestId('fact-setup')).toHaveTextContent('✓ Basic settings: Finished○ Inputs settings: Not finished○ Preview: Not finished');
  });

  it('is the 404 page for a template that does not exist', async () => {
    await renderApp({ path: '/acme/visuals/77', network: templateServer([]).install });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });

  it('unpublishes, and shows the new status without a reload', async () => {
    const { app } = await openTemplate();
    await menuAction(app, 'Unpublish');
    await waitFor(() => expect(screen.getByTestId('template-status')).toHaveTextContent('Unpublished'));
    expect(calls(app, 'visualUnpublish')).toEqual(['4']);
    expect(app.location()).toBe('/acme/visuals/4');
    await app.user.click(screen.getByTestId('template-actions'));
    expect(screen.queryByRole('menuitem', { name: 'Unpublish' })).toBeNull();
  });

  it('publishes an unpublished template again (there was no way back before)', async () => {
    const { app } = await openTemplate();
    await menuAction(app, 'Unpublish');
    await waitFor(() => expect(screen.getByTestId('template-status')).toHaveTextContent('Unpublished'));
    await menuAction(app, 'Publish again');
    await waitFor(() => expect(screen.getByTestId('template-status')).toHaveTextContent('Published'));
    expect(calls(app, 'visualPublish')).toEqual(['4']);
    await app.user.click(screen.getByTestId('template-actions'));
    expect(screen.getByRole('menuitem', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Publish again' })).toBeNull();
  });

  it('archives (delete without force), then restores', async () => {
    const { app } = await openTemplate();
    await menuAction(app, 'Archive');
    await waitFor(() => expect(screen.getByTestId('template-status')).toHaveTextContent('Archived'));
    expect(calls(app, 'visualDelete')).toEqual([{ id: '4', force: false }]);
    expect(screen.getByTestId('template-archived-note')).toBeInTheDocument();
    expect(screen.queryByTestId('template-edit')).toBeNull();
    await app.user.click(screen.getByTestId('template-restore'));
    await waitFor(() => expect(screen.getByTestId('template-status')).toHaveTextContent('Published'));
    expect(calls(app, 'visualRestore')).toEqual(['4']);
    expect(screen.queryByTestId('template-archived-note')).toBeNull();
  });

  it("shows the server's message when an action is refused", async () => {
    const { app } = await openTemplate({
      network: (fakes) => {
        templateServer([summer()]).install(fakes);
        fakes.backend.autoFail('visualUnpublish', () => httpFailure(422, 'Unprocessable Content', { message: 'A template with renders in progress cannot be unpublished.', errors: { status: ['A template with renders in progress cannot be unpublished.'] } }));
      },
    });
    await menuAction(app, 'Unpublish');
    expect(await screen.findByTestId('toast')).toHaveTextContent('A template with renders in progress cannot be unpublished.');
    expect(screen.getByTestId('template-status')).toHaveTextContent('Published');
  });

  it('deletes for good only once the name was typed, then goes back to the list', async () => {
    const { app, server } = await openTemplate();
    await menuAction(app, 'Delete permanently…');
    const dialog = await screen.findByTestId('force-delete-dialog');
    expect(within(dialog).getByTestId('force-delete-name').textContent).toBe('Summer <b>sale</b>');
    const confirm = within(dialog).getByTestId('force-delete-confirm');
    expect(confirm).toBeDisabled();
    await app.user.type(within(dialog).getByTestId('force-delete-input'), 'Summer sale');
    expect(confirm).toBeDisabled();
    await app.user.clear(within(dialog).getByTestId('force-delete-input'));
    await app.user.type(within(dialog).getByTestId('force-delete-input'), 'Summer <b>sale</b>');
    expect(confirm).toBeEnabled();
    expect(calls(app, 'visualDelete')).toEqual([]);
    await app.user.click(confirm);
    await waitFor(() => expect(app.location()).toBe('/acme/visuals'));
    expect(calls(app, 'visualDelete')).toEqual([{ id: '4', force: true }]);
    expect(server.visuals).toEqual([]);
  });

  it('keeps the delete dialog open with the reason when deleting fails', async () => {
    const { app } = await openTemplate({
      network: (fakes) => {
        templateServer([summer()]).install(fakes);
        fakes.backend.autoFail('visualDelete', () => httpFailure(500, 'Server Error'));
      },
    });
    await menuAction(app, 'Delete permanently…');
    const dialog = await screen.findByTestId('force-delete-dialog');
    await app.user.type(within(dialog).getByTestId('force-delete-input'), 'Summer <b>sale</b>');
    await app.user.click(within(dialog).getByTestId('force-delete-confirm'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The template could not be deleted.');
    expect(app.location()).toBe('/acme/visuals/4');
  });

  it('starts a new version and opens it', async () => {
    const { app } = await openTemplate();
    await menuAction(app, 'New version');
    await waitFor(() => expect(app.location()).toBe('/acme/visuals/4/version/44'));
    expect(calls(app, 'visualRevise')).toEqual(['4']);
  });

  it('edits the settings with the same fields as the wizard, the server’s 422 next to the field', async () => {
    const { app } = await openTemplate({
      network: (fakes) => {
        templateServer([summer()]).install(fakes);
        fakes.backend.autoFail('visualUpdate', () => httpFailure(422, 'Unprocessable Content', { message: 'The name has already been taken.', errors: { name: ['The name has already been taken.'] } }));
      },
    });
    await app.user.click(screen.getByTestId('template-edit'));
    const dialog = await screen.findByTestId('edit-template-dialog');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Summer <b>sale</b>');
    await app.user.clear(name);
    await app.user.click(within(dialog).getByTestId('edit-template-save'));
    expect(name).toHaveAccessibleDescription('Enter a name.');
    expect(calls(app, 'visualUpdate')).toEqual([]);
    await app.user.type(name, 'Winter');
    await app.user.click(within(dialog).getByTestId('edit-template-save'));
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name has already been taken.'));
    const [sent] = calls(app, 'visualUpdate') as { id: string; form: VisualForm; package: Blob | null }[];
    expect(sent!.id).toBe('4');
    expect(sent!.form).toEqual({ name: 'Winter', description: 'Blue and bold', overriddenTags: ['summer', 'q3'], outputCategory: 'social', defaultOutputFormat: 'png' });
    expect(sent!.package).toBeNull();
  });

  it('saves an edit and shows it', async () => {
    const { app } = await openTemplate();
    await app.user.click(screen.getByTestId('template-edit'));
    const dialog = await screen.findByTestId('edit-template-dialog');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await app.user.clear(name);
    await app.user.type(name, 'Autumn');
    await app.user.click(within(dialog).getByTestId('edit-template-save'));
    await waitFor(() => expect(screen.queryByTestId('edit-template-dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Autumn'));
  });

  it('offers no action to a visitor', async () => {
    await openTemplate({ role: 'visitor' });
    expect(screen.queryByTestId('template-actions')).toBeNull();
    expect(screen.queryByTestId('template-edit')).toBeNull();
  });
});
