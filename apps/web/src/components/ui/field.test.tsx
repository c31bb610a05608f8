import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors, issuesToErrors } from '@/lib/form-errors';
import { Field } from './field';
import { Input } from './input';

describe('Field', () => {
  it('labels its control, marks it required and links the hint', () => {
    render(
      <Field label="Job Title" required hint="As candidates will read it.">
        {(p) => <Input {...p} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Job Title/ });
    expect(screen.getByText('(required)', { exact: false })).toBeTruthy();
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('As candidates will read it.');
  });

  it('shows the error in place of the hint, with aria-invalid and aria-describedby', () => {
    render(
      <Field label="Website" hint="We add https://." error="Please enter a valid website URL">
        {(p) => <Input {...p} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter a valid website URL');
    expect(screen.queryByText('We add https://.')).toBeNull();
  });
});

describe('form errors', () => {
  it('keeps the first zod message per field and puts root issues on the form', () => {
    expect(
      issuesToErrors([
        { path: ['title'], message: 'Job title is required' },
        { path: ['title'], message: 'second' },
        { path: [], message: 'Passwords do not match' },
      ]),
    ).toEqual({ title: 'Job title is required', form: 'Passwords do not match' });
  });

  it("takes a server 400's field errors for the form's own fields only", () => {
    const error = { fieldErrors: { title: 'Too long', company_id: 'Unknown' } };
    expect(serverFieldErrors(error, ['title', 'department'])).toEqual({ title: 'Too long' });
    expect(serverFieldErrors(new Error('x'), ['title'])).toEqual({});
  });
});
