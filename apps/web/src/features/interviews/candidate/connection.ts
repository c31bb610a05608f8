import { useEffect, useState } from 'react';

/** Whether the browser says it is online; `onBack` runs each time the connection comes back. */
export function useOnline(onBack: () => void): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  useEffect(() => {
    const up = () => {
      setOnline(true);
      onBack();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [onBack]);
  return online;
}
