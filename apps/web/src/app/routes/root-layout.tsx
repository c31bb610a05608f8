import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

/** Top progress bar while a lazy page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? (
        <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-indigo-100" role="progressbar" aria-label="Loading page">
          <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-indigo-600" />
        </div>
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-indigo-600">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
