import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary, errorSummaryItems, errorSummaryLine, firstErrorMessage } from './error-summary';

describe('error summary', () => {
  it('puts the field label before a message that does not name its field, and leaves one that does', () => {
    expect(errorSummaryLine('Required Skills', 'Must be at most 100 characters')).toBe('Required Skills: Must be at most 100 characters');
    expect(errorSummaryLine('Job Title', 'Job title is required')).toBe('Job title is required');
  });

  it("finds a field's message on the field, on its list or on one item of the list, never in the element", () => {
    expect(firstErrorMessage({ message: 'On the field' })).toBe('On the field');
    expect(firstErrorMessage({ root: { message: 'On the list' } })).toBe('On the list');
    expect(firstErrorMessage([undefined, { message: 'On item 2', ref: { message: 'not this' } }])).toBe('On item 2');
    expect(firstErrorMessage({ ref: { message: 'an element' } })).toBeUndefined();
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });

  it("lists the problems in the form's order, one per field, even when two fields share a message", () => {
    const errors = { b: [{ message: 'Too long' }], a: { message: 'Too long' } };
    expect(errorSummaryItems(errors as never, { a: 'First', b: 'Second', c: 'Third' })).toEqual([
      { name: 'a', label: 'First', message: 'Too long' },
      { name: 'b', label: 'Second', message: 'Too long' },
    ]);
  });

  it('names each field in an alert, and its label takes the user to the field', () => {
    const onSelect = vi.fn();
    render(
      <ErrorSummary
        title="Please fix the following errors:"
        items={[
          { name: 'title', label: 'Job Title', message: 'Job title is required' },
          { name: 'required_skills', label: 'Required Skills', message: 'Must be at most 100 characters' },
        ]}
        onSelect={onSelect}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Job title is required', 'Required Skills: Must be at most 100 characters']);
    fireEvent.click(within(alert).getByRole('button', { name: 'Required Skills' }));
    expect(onSelect).toHaveBeenCalledWith('required_skills');
  });

  it('shows nothing without a problem', () => {
    const { container } = render(<ErrorSummary title="Please fix the following errors:" items={[]} onSelect={() => {}} />);
    expect(container.textContent).toBe('');
  });
});
