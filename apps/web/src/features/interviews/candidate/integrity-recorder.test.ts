import { INTEGRITY_LIMITS } from '@hiring/shared/integrity-constants';
import { describe, expect, it } from 'vitest';
import { IntegrityRecorder, type KeptSignals } from './integrity-recorder';

function setup(kept: Record<string, KeptSignals> = {}) {
  let now = 1_000_000;
  let visible = true;
  const store = new Map(Object.entries(kept));
  const recorder = new IntegrityRecorder({
    now: () => now,
    isVisible: () => visible,
    load: (id) => store.get(id) ?? null,
    keep: (id, s) => store.set(id, { ...s }),
  });
  return {
    recorder,
    store,
    advance: (ms: number) => {
      now += ms;
    },
    hide: () => {
      visible = false;
      recorder.hidden();
    },
    show: () => {
      visible = true;
      recorder.visible();
    },
  };
}

describe('the integrity signals the candidate page counts per answer', () => {
  it('counts each paste and the characters pasted', () => {
    const { recorder } = setup();
    recorder.show('q1');
    recorder.paste('q1', 1200);
    recorder.paste('q1', 34);
    expect(recorder.snapshot('q1')).toMatchObject({ paste_count: 2, pasted_chars: 1234 });
    expect(recorder.snapshot('q2')).toEqual({ paste_count: 0, pasted_chars: 0, tab_leaves: 0, seconds: 0 });
  });

  it('counts the time a question is on screen, not the time the tab is hidden, and a tab leave each time it is hidden', () => {
    const { recorder, advance, hide, show } = setup();
    recorder.show('q1');
    advance(30_000);
    hide();
    advance(600_000);
    expect(recorder.snapshot('q1')).toEqual({ paste_count: 0, pasted_chars: 0, tab_leaves: 1, seconds: 30 });
    show();
    advance(10_500);
    hide();
    show();
    expect(recorder.snapshot('q1')).toEqual({ paste_count: 0, pasted_chars: 0, tab_leaves: 2, seconds: 40 });
  });

  it('does not count closing the page as leaving the tab, and stops its time', () => {
    const { recorder, advance, hide, show } = setup();
    recorder.show('q1');
    advance(12_000);
    recorder.closing();
    hide();
    advance(60_000);
    expect(recorder.snapshot('q1')).toEqual({ paste_count: 0, pasted_chars: 0, tab_leaves: 0, seconds: 12 });
    // Back from the bfcache: the page shows again and counts on.
    show();
    advance(3_000);
    hide();
    expect(recorder.snapshot('q1')).toEqual({ paste_count: 0, pasted_chars: 0, tab_leaves: 1, seconds: 15 });
  });

  it('adds up every visit to a question, and counts nothing while no scored question is shown', () => {
    const { recorder, advance, hide, show } = setup();
    recorder.show('q1');
    advance(20_000);
    recorder.show('q2');
    advance(5_000);
    recorder.show(null);
    advance(60_000);
    hide();
    show();
    recorder.show('q1');
    advance(25_000);
    expect(recorder.snapshot('q1')).toMatchObject({ seconds: 45, tab_leaves: 0 });
    expect(recorder.snapshot('q2')).toMatchObject({ seconds: 5, tab_leaves: 0 });
  });

  it('goes on from what an earlier visit kept, and keeps each change', () => {
    const { recorder, store, advance } = setup({ q1: { paste_count: 1, pasted_chars: 50, tab_leaves: 2, ms: 61_000 } });
    recorder.show('q1');
    recorder.paste('q1', 10);
    advance(4_000);
    expect(recorder.snapshot('q1')).toEqual({ paste_count: 2, pasted_chars: 60, tab_leaves: 2, seconds: 65 });
    recorder.show(null);
    expect(store.get('q1')).toEqual({ paste_count: 2, pasted_chars: 60, tab_leaves: 2, ms: 65_000 });
  });

  it('holds each signal at the limit the server accepts, so a save is never refused for it', () => {
    const { recorder } = setup({ q1: { paste_count: 20_000, pasted_chars: 5_000_000, tab_leaves: 1, ms: 999_999_999 } });
    expect(recorder.snapshot('q1')).toEqual({
      paste_count: INTEGRITY_LIMITS.paste_count,
      pasted_chars: INTEGRITY_LIMITS.pasted_chars,
      tab_leaves: 1,
      seconds: INTEGRITY_LIMITS.seconds,
    });
  });
});
