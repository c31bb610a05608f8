import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A frame that scrolls wide content (a table) sideways on a narrow screen. While its content is wider than the
 * frame, a keyboard can reach it (Tab, then the arrow keys scroll it) and a screen reader names it by `label`;
 * while everything fits, it is not a stop of its own.
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} aria-label={label} tabIndex={scrolls ? 0 : undefined} className={cn('relative overflow-x-auto', className)}>
      {children}
    </section>
  );
}
