import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './dialog';

function Harness({ onConfirm = () => {}, busy = false }: { onConfirm?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Archive
      </button>
      {open ? (
        <ConfirmDialog
          title="Archive this job?"
          description="Archiving cannot be undone."
          confirmLabel="Archive job"
          destructive
          busy={busy}
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is a dialog named by its title and described by its text, with Cancel focused first', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this job?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Archiving cannot be undone.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('closes on Escape and gives focus back to what opened it', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Archive' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape while its action runs, and confirms through its action button', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive job' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(<Harness onConfirm={onConfirm} busy />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
