import { INTERVIEW_MESSAGES } from '@hiring/shared/interviews';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** The full address of a candidate's page, from its path. */
export const absoluteLink = (path: string) => new URL(path, window.location.origin).toString();

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without clipboard access (an insecure origin, a refused permission), select-and-copy.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const ok = document.execCommand?.('copy') ?? false;
    field.remove();
    return ok;
  }
}

/** Copies a candidate's link and says so where a screen reader hears it. */
export function CopyLinkButton({ path, label = 'Copy link', who }: { path: string; label?: string; who?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 2_500);
    return () => clearTimeout(t);
  }, [state]);
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        icon={state === 'copied' ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        aria-label={who ? `${label} for ${who}` : undefined}
        onClick={async () => setState((await copyText(absoluteLink(path))) ? 'copied' : 'failed')}
      >
        {label}
      </Button>
      <span role="status" className="text-xs text-slate-600">
        {state === 'copied' ? INTERVIEW_MESSAGES.linkCopied : state === 'failed' ? 'Copy failed: select the link and copy it.' : ''}
      </span>
    </span>
  );
}
