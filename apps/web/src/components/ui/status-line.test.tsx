import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusLine } from './status-line';

describe('status line', () => {
  it('reads a confirmation out as a status, in green', () => {
    render(<StatusLine status={{ text: 'Saved.', error: false }} />);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    expect(screen.getByRole('status').className).toContain('text-emerald-700');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads an error out at once as an alert, in red', () => {
    render(<StatusLine status={{ text: 'Could not save.', error: true }} />);
    expect(screen.getByRole('alert').textContent).toBe('Could not save.');
    expect(screen.getByRole('alert').className).toContain('text-rose-700');
  });

  it('renders nothing while there is nothing to say', () => {
    const { container } = render(<StatusLine status={null} />);
    expect(container.innerHTML).toBe('');
  });
});
