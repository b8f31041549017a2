/** The day field of every form: D.M.YYYY in every language, what was typed kept, a clear error. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { DateInput, type DateInputProps } from './date-input';

/** A form holding the field's value, reporting every change. */
function Form({ initial, changes, ...props }: Partial<DateInputProps> & { initial: string; changes: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        label="Start"
        {...props}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2025-06-30')}>
        Preset
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Start');

describe('DateInput', () => {
  it.each([
    ['en', 'D.M.YYYY'],
    ['cs', 'D.M.RRRR'],
    ['fr', 'J.M.AAAA'],
  ] as const)('shows the day as D.M.YYYY in %s (placeholder %s)', async (locale, placeholder) => {
    // French is offered to godlike users only (spec section 1).
    const app = await renderApp({ ui: <Form initial="2025-05-01" changes={[]} />, locale, uiLocale: locale, user: { isGodlike: true } });
    expect(app.i18n.language).toBe(locale);
    await waitFor(() => expect(field()).toHaveAttribute('placeholder', placeholder));
    expect(field()).toHaveValue('1.5.2025');
    expect(field()).toHaveAttribute('type', 'text');
  });

  it('gives the form the day typed, and keeps the text as typed', async () => {
    const changes: string[] = [];
    await renderApp({ ui: <Form initial="" changes={changes} /> });
    fireEvent.change(await screen.findByLabelText('Start'), { target: { value: '01. 02. 2025' } });
    expect(changes).toEqual(['2025-02-01']);
    expect(field()).toHaveValue('01. 02. 2025');
    fireEvent.change(field(), { target: { value: '' } });
    expect(changes).toEqual(['2025-02-01', '']);
  });

  it('a text that is no day: the form gets the text (no day to send), the field keeps it and says how to write a date once left', async () => {
    const changes: string[] = [];
    await renderApp({ ui: <Form initial="2025-05-01" changes={changes} error="The form's own rule" /> });
    fireEvent.change(await screen.findByLabelText('Start'), { target: { value: '31.2.2025' } });
    expect(changes).toEqual(['31.2.2025']);
    expect(field()).toHaveValue('31.2.2025');
    // Still typing: no error yet, and the form's rule about days says nothing about a non-day.
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText("The form's own rule")).toBeNull();
    fireEvent.blur(field());
    const message = screen.getByText('Enter a date as D.M.YYYY, for example 31.12.2025.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAttribute('aria-describedby', message.id);
    expect(field()).toHaveValue('31.2.2025');
    fireEvent.change(field(), { target: { value: '28.2.2025' } });
    expect(changes.at(-1)).toBe('2025-02-28');
    expect(screen.queryByText('Enter a date as D.M.YYYY, for example 31.12.2025.')).toBeNull();
    expect(screen.getByText("The form's own rule")).toBeInTheDocument();
  });

  it('follows a new value from outside (a preset)', async () => {
    const app = await renderApp({ ui: <Form initial="2025-05-01" changes={[]} /> });
    await screen.findByLabelText('Start');
    await app.user.click(screen.getByRole('button', { name: 'Preset' }));
    expect(field()).toHaveValue('30.6.2025');
  });

  it('a required field left empty asks for a date', async () => {
    await renderApp({ ui: <Form initial="2025-05-01" changes={[]} required /> });
    fireEvent.change(await screen.findByLabelText('Start'), { target: { value: '' } });
    expect(screen.queryByText('Enter a date.')).toBeNull();
    fireEvent.blur(field());
    expect(screen.getByText('Enter a date.')).toBeInTheDocument();
  });

  it("opens the browser's calendar, and a day picked there is written as D.M.YYYY", async () => {
    const changes: string[] = [];
    const app = await renderApp({ ui: <Form initial="2025-05-01" changes={changes} max="2025-05-31" /> });
    await screen.findByLabelText('Start');
    const picker = document.querySelector<HTMLInputElement & { showPicker?: () => void }>('input[type="date"]')!;
    expect(picker).toHaveAttribute('aria-hidden', 'true');
    expect(picker).toHaveAttribute('max', '2025-05-31');
    const showPicker = vi.fn();
    picker.showPicker = showPicker;
    await app.user.click(screen.getByRole('button', { name: 'Open the calendar: Start' }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    act(() => {
      fireEvent.change(picker, { target: { value: '2025-05-04' } });
    });
    expect(changes).toEqual(['2025-05-04']);
    expect(field()).toHaveValue('4.5.2025');
  });
});
