import { hasAnyRole, isPlatformRole, roleDisplayName } from '@hiring/shared/roles';
import { SEARCH_GROUP_ROLES } from '@hiring/shared/search-constants';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { logout } from '@/features/auth/api';
import { GlobalSearch } from '@/features/search/components/global-search';
import { useSession } from '@/lib/use-session';
import { AUTH_MESSAGES } from '@hiring/shared/auth-messages';

interface TopBarProps {
  onOpenMenu: () => void;
  menuOpen: boolean;
}

export function TopBar({ onOpenMenu, menuOpen }: TopBarProps) {
  const { user, role } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const canSearch = Object.values(SEARCH_GROUP_ROLES).some((roles) => hasAnyRole(role, roles));

  const onLogout = async () => {
    setSigningOut(true);
    await logout();
    navigate('/auth', { replace: true, state: { notice: AUTH_MESSAGES.loggedOut } });
  };

  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  const initials = user ? `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase() || 'U' : 'U';

  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label="Open navigation"
        aria-expanded={menuOpen}
        aria-controls="app-sidebar-drawer"
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
      >
        <Icon name="menu" className="size-5" />
      </button>
      {/* Search only for roles that can open a result (docs/decisions/380-top-bar-search.md); the
          platform administrator's searches every company (decision 551). */}
      {isPlatformRole(role) ? <GlobalSearch scope="platform" /> : canSearch ? <GlobalSearch /> : null}
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <Link
          to="/settings"
          aria-label="Settings"
          title="Settings"
          className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Icon name="settings" className="size-5" />
        </Link>
        {user ? (
          <div className="hidden items-center gap-2.5 border-l border-slate-200 pl-3 sm:flex">
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700"
            >
              {initials}
            </span>
            <span className="hidden text-left leading-tight md:block">
              <span className="block text-sm font-medium text-slate-900">{name}</span>
              <span className="block text-xs text-slate-500">{roleDisplayName(role)}</span>
            </span>
          </div>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          onClick={onLogout}
          loading={signingOut}
          aria-label="Log out"
          icon={<Icon name="log-out" className="size-4" />}
        >
          <span className="hidden sm:inline">Log out</span>
        </Button>
      </div>
    </header>
  );
}
