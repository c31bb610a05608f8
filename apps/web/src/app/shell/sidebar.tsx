import { NavLink, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { canAccessPath } from '@hiring/shared/roles';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/use-session';
import { type NavGroup, navigationFor } from './navigation';

interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-2.5 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
    isActive ? 'bg-indigo-50 font-medium text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

export function Sidebar({ collapsed, onToggle, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const { role } = useSession();
  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-14 shrink-0 items-center border-b border-slate-200',
          collapsed ? 'justify-center px-2' : 'justify-between px-4',
        )}
      >
        {collapsed ? null : <Logo className="text-slate-900" />}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls="app-sidebar"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="hidden rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:inline-flex"
        >
          <Icon name="panel-left" className="size-5" />
        </button>
      </div>
      {canAccessPath(role, '/job-listing/create') ? (
        <div className={cn('pt-4', collapsed ? 'px-2' : 'px-3')}>
          <ButtonLink
            to="/job-listing/create"
            onClick={onNavigate}
            className={cn('w-full', collapsed && 'px-0')}
            icon={<Icon name="plus" className="size-4" />}
            aria-label={collapsed ? 'New Job' : undefined}
            title={collapsed ? 'New Job' : undefined}
          >
            {collapsed ? null : 'New Job'}
          </ButtonLink>
        </div>
      ) : null}
      <nav aria-label="Main" className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-2' : 'px-3')}>
        <ul className="space-y-1">
          {navigationFor(role).map((group) => (
            <li key={group.label}>
              {collapsed ? (
                <CollapsedItem group={group} active={isGroupActive(group, pathname)} onNavigate={onNavigate} />
              ) : (
                <ExpandedItem group={group} onNavigate={onNavigate} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function isGroupActive(group: NavGroup, pathname: string): boolean {
  const targets = group.to ? [group.to] : (group.items ?? []).map((i) => i.to);
  return targets.some((t) => pathname === t || pathname.startsWith(`${t}/`));
}

function ExpandedItem({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  if (group.to) {
    return (
      <NavLink to={group.to} className={itemClass} onClick={onNavigate} end={group.to === '/dashboard'}>
        <Icon name={group.icon} className="size-4 shrink-0" />
        {group.label}
      </NavLink>
    );
  }
  const headingId = `nav-${group.label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="pt-3">
      <p id={headingId} className="flex items-center gap-3 px-2.5 pb-1 text-xs font-medium text-slate-500">
        <Icon name={group.icon} className="size-4 shrink-0" />
        {group.label}
      </p>
      <ul aria-labelledby={headingId} className="space-y-0.5">
        {group.items?.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={(s) => cn(itemClass(s), 'pl-9')} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Narrow sidebar: one icon per entry; a group's icon opens its first link. */
function CollapsedItem({ group, active, onNavigate }: { group: NavGroup; active: boolean; onNavigate?: () => void }) {
  const to = group.to ?? group.items?.[0]?.to ?? '/dashboard';
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      title={group.label}
      aria-label={group.label}
      className={cn(
        'flex h-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
        active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <Icon name={group.icon} className="size-5" />
    </NavLink>
  );
}
