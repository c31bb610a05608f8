import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Where an auth screen's secondary action leads: another route, or another view of /auth. */
export type SwitchTarget = { to: string } | { onSelect: () => void };

const linkClass =
  'rounded font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export function SwitchLink({ target, children }: { target: SwitchTarget; children: ReactNode }) {
  if ('to' in target) {
    return (
      <Link to={target.to} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" onClick={target.onSelect} className={linkClass}>
      {children}
    </button>
  );
}
