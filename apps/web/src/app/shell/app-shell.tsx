import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { SIDEBAR_STORAGE_KEY } from '@/config/app';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { cn } from '@/lib/cn';
import { useUserLocale } from '@/lib/user-locale';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The signed-in layout: collapsible sidebar (remembered), top bar, page outlet (spec 01 §2). */
export function AppShell() {
  useUserLocale();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  const toggle = () => {
    setCollapsed((value) => {
      const next = !value;
      try {
        window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(next));
      } catch {
        // Not remembered when storage is unavailable.
      }
      return next;
    });
  };

  // A followed link closes the drawer; so does Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => setDrawerOpen(false), [pathname]);
  // The drawer is a modal dialog: focus moves into it, the page behind is inert, and focus
  // returns to what opened it when it closes.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!drawerOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [drawerOpen]);

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <aside
        id="app-sidebar"
        aria-label="Sidebar"
        data-collapsed={collapsed}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 lg:block',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <Sidebar collapsed={collapsed} onToggle={toggle} />
      </aside>
      {drawerOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Navigation">
          <button
            type="button"
            aria-hidden="true"
            tabIndex={-1}
            className="absolute inset-0 bg-slate-900/40"
            onClick={() => setDrawerOpen(false)}
          />
          <aside id="app-sidebar-drawer" aria-label="Sidebar" className="relative h-full w-72 max-w-[85%] bg-white shadow-xl">
            <button
              ref={closeButton}
              type="button"
              onClick={() => setDrawerOpen(false)}
              aria-label="Close navigation"
              className="absolute right-3 top-3.5 rounded-md p-1 text-slate-500 hover:bg-slate-100"
            >
              <Icon name="x" className="size-5" />
            </button>
            <Sidebar collapsed={false} onToggle={() => setDrawerOpen(false)} onNavigate={() => setDrawerOpen(false)} />
          </aside>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col" inert={drawerOpen || undefined}>
        <TopBar onOpenMenu={() => setDrawerOpen(true)} menuOpen={drawerOpen} />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          <VerifyEmailBanner />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
