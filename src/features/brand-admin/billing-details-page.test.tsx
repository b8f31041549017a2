import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillingAddress, BillingDetails } from '../../../worker/domains/brand-admin/contract';
import { httpFailure } from '../../../tests/harness/http-failure';
import { renderApp } from '../../../tests/harness/render-app';

const empty: BillingDetails = { id: 'billing-details', details: null, updatedAt: null };

async function open(answer: BillingDetails = empty) {
  const app = await renderApp({ path: '/acme/brand-settings/billing-details', network: ({ backend }) => void backend.autoAnswer('billingDetails', () => answer) });
  await screen.findByTestId('billing-form');
  return app;
}

async function fill(app: Awaited<ReturnType<typeof open>>) {
  await app.user.type(screen.getByLabelText(/^Company name/), 'Globex SAS');
  await app.user.type(screen.getByLabelText(/^Billing e-mail/), 'money@globex.test');
  await app.user.type(screen.getByLabelText(/^VAT ID/), 'fr 12 345678901');
  await app.user.type(screen.getByLabelText(/^Street/), '1 rue de la Paix');
  await app.user.type(screen.getByLabelText(/^City/), 'Paris');
  await app.user.type(screen.getByLabelText(/^Postal code/), '75002');
  await app.user.selectOptions(screen.getByLabelText(/^Country/), 'FR');
}

describe('billing details', { timeout: 15_000 }, () => {
  // The first render loads every page chunk; on a busy 2-core machine that alone nears 5 s.
  it('says when there are none yet, and checks the fields before sending', async () => {
    const app = await open();
    expect(screen.getByTestId('billing-empty')).toBeInTheDocument();
    await app.user.click(screen.getByTestId('billing-save'));
    expect(screen.getByLabelText(/^Company name/)).toHaveAccessibleDescription('Fill this in.');
    expect(app.backend.count('saveBillingDetails')).toBe(0);
  });

  it('sends the normalised details and shows the server’s 422 next to its field', async () => {
    const app = await open();
    app.backend.autoFail('saveBillingDetails', () => httpFailure(422, 'Unprocessable', { message: 'The VAT id is not a valid EU VAT number.', errors: { vat_id: ['The VAT id is not a valid EU VAT number.'] } }));
    await fill(app);
    await app.user.click(screen.getByTestId('billing-save'));
    await waitFor(() => expect(screen.getByLabelText(/^VAT ID/)).toHaveAccessibleDescription(/The VAT id is not a valid EU VAT number\./));
    const sent = app.backend.calls.find((c) => c.method === 'saveBillingDetails')!.args[0] as BillingAddress;
    expect(sent).toEqual({ companyName: 'Globex SAS', billingEmail: 'money@globex.test', vatId: 'FR12345678901', street: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' });
  });
});
