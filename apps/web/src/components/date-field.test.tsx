import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DateField, maskDateText } from './date-field.tsx';

/** A form's date held as the form holds it, shown beside the field so a test can read the value given. */
function Harness({ initial = '', voice = 'runner' as const }: { initial?: string; voice?: 'runner' | 'admin' }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Fecha de nacimiento" value={value} onChange={setValue} voice={voice} />
      <output aria-label="valor">{value}</output>
      <button type="button" onClick={() => setValue('2001-12-24')}>
        Cargar
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Fecha de nacimiento');
const formValue = () => screen.getByLabelText('valor').textContent;

describe('maskDateText', () => {
  it('puts the slashes in while digits are typed, not while deleting', () => {
    expect(maskDateText('0', '')).toBe('0');
    expect(maskDateText('05', '0')).toBe('05/');
    expect(maskDateText('05/0', '05/')).toBe('05/0');
    expect(maskDateText('05/03', '05/0')).toBe('05/03/');
    expect(maskDateText('05/03/19901', '05/03/1990')).toBe('05/03/1990');
    expect(maskDateText('05', '05/')).toBe('05');
    expect(maskDateText('05/03', '05/03/')).toBe('05/03');
  });

  it('ignores a slash typed right after the one it put in', () => {
    expect(maskDateText('20//', '20/')).toBe('20/');
    expect(maskDateText('20/03//', '20/03/')).toBe('20/03/');
  });

  it('takes a pasted date with dashes, dots, no separator or day-first single digits', () => {
    expect(maskDateText('05-03-1990', '')).toBe('05/03/1990');
    expect(maskDateText('05.03.1990', '')).toBe('05/03/1990');
    expect(maskDateText('05031990', '')).toBe('05/03/1990');
    expect(maskDateText('5/3/1990', '')).toBe('5/3/1990');
    expect(maskDateText('1990-03-05', '')).toBe('05/03/1990');
    expect(maskDateText('5a/b3//1990', '')).toBe('5/3/1990');
  });
});

describe('DateField', () => {
  it('is a numeric text field asking for dd/mm/aaaa, never the device-language date picker', () => {
    renderWithProviders(<Harness />);
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  });

  it('shows typed digits as dd/mm/yyyy and gives the form yyyy-mm-dd', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(field(), '05031990');
    expect(field()).toHaveValue('05/03/1990');
    expect(formValue()).toBe('1990-03-05');
  });

  it('takes a date typed with every slash, as a person copying dd/mm/yyyy does', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(field(), '20/03/1995');
    expect(field()).toHaveValue('20/03/1995');
    expect(formValue()).toBe('1995-03-20');
  });

  it('takes a date typed with its own slashes and single digits', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(field(), '5/3/1990');
    expect(field()).toHaveValue('5/3/1990');
    expect(formValue()).toBe('1990-03-05');
  });

  it('takes a pasted date written with dashes', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(field());
    await userEvent.paste('05-03-1990');
    expect(field()).toHaveValue('05/03/1990');
    expect(formValue()).toBe('1990-03-05');
  });

  it('refuses a day that does not exist in the runner voice, and lets it be corrected', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(field(), '31022000');
    fireEvent.blur(field());
    expect(await screen.findByText('Ingresá una fecha válida con día, mes y año: dd/mm/aaaa')).toBeVisible();
    expect(formValue()).toBe('31/02/2000');
    await userEvent.clear(field());
    await userEvent.type(field(), '28022000');
    expect(screen.queryByText('Ingresá una fecha válida con día, mes y año: dd/mm/aaaa')).toBeNull();
    expect(formValue()).toBe('2000-02-28');
  });

  it('speaks usted in the back office', async () => {
    renderWithProviders(<Harness voice="admin" />);
    await userEvent.type(field(), '5/3/90');
    fireEvent.blur(field());
    expect(await screen.findByText('Ingrese una fecha válida con día, mes y año: dd/mm/aaaa')).toBeVisible();
  });

  it('shows a stored date as dd/mm/yyyy, and a date the form sets later', async () => {
    renderWithProviders(<Harness initial="1992-08-14" />);
    expect(field()).toHaveValue('14/08/1992');
    await userEvent.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(field()).toHaveValue('24/12/2001');
  });

  it('gives the form nothing when emptied', async () => {
    renderWithProviders(<Harness initial="1992-08-14" />);
    await userEvent.clear(field());
    expect(formValue()).toBe('');
  });
});
