import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, Autosaver, type SaveState } from './autosave';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(initial = '') {
  const sent: string[] = [];
  const replies: ReturnType<typeof deferred>[] = [];
  const states: SaveState[] = [];
  const saver = new Autosaver(initial, {
    save: (text) => {
      sent.push(text);
      const d = deferred();
      replies.push(d);
      return d.promise;
    },
    onChange: (state) => states.push(state),
  });
  return { saver, sent, replies, states };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('autosave while typing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a pause in typing, then sends the newest text once and says Saved', async () => {
    const { saver, sent, replies } = setup();
    saver.change('I');
    saver.change('I led');
    expect(saver.state).toBe('pending');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['I led']);
    expect(saver.state).toBe('saving');
    replies[0]?.resolve();
    await settle();
    expect(saver.state).toBe('saved');
    expect(saver.dirty).toBe(false);
  });

  it('never sends two saves at once and sends what was typed during a save after it', async () => {
    const { saver, sent, replies } = setup();
    saver.change('first');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    saver.change('first and more');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    await settle();
    expect(sent).toEqual(['first']);
    replies[0]?.resolve();
    await settle();
    expect(sent).toEqual(['first', 'first and more']);
    replies[1]?.resolve();
    await settle();
    expect(saver.state).toBe('saved');
  });

  it('keeps the text of a failed save, shows the error, and sends it again on retry', async () => {
    const { saver, sent, replies } = setup();
    saver.change('my answer');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    replies[0]?.reject(new Error('offline'));
    await settle();
    expect(saver.state).toBe('error');
    expect(saver.error).toEqual(new Error('offline'));
    expect(saver.dirty).toBe(true);
    const retried = saver.retry();
    await settle();
    expect(sent).toEqual(['my answer', 'my answer']);
    replies[1]?.resolve();
    expect(await retried).toBe(true);
    expect(saver.state).toBe('saved');
  });

  it('sends a failed answer again on the next keystroke', async () => {
    const { saver, sent, replies } = setup();
    saver.change('one');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    replies[0]?.reject(new Error('offline'));
    await settle();
    saver.change('one two');
    expect(saver.state).toBe('pending');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(sent).toEqual(['one', 'one two']);
  });

  it('flush sends waiting text at once and reports whether it was saved', async () => {
    const { saver, sent, replies } = setup();
    saver.change('quick');
    const flushed = saver.flush();
    await settle();
    expect(sent).toEqual(['quick']);
    replies[0]?.reject(new Error('down'));
    await settle();
    replies[1]?.reject(new Error('down'));
    expect(await flushed).toBe(false);
    expect(saver.state).toBe('error');
  });

  it('does not send text equal to what the server already has', () => {
    const { saver, sent } = setup('saved before');
    saver.change('saved before!');
    saver.change('saved before');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    expect(sent).toEqual([]);
    expect(saver.dirty).toBe(false);
  });

  it('stops after dispose', () => {
    const { saver, sent } = setup();
    saver.change('x');
    saver.dispose();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(sent).toEqual([]);
  });
});

describe('autosave of text already on its way', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does not send the same text twice while it is being saved', async () => {
    const { saver, sent, replies } = setup();
    saver.change('same');
    void saver.flush();
    await settle();
    saver.change('same');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    replies[0]?.resolve();
    await settle();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    await settle();
    expect(sent).toEqual(['same']);
    expect(saver.state).toBe('saved');
  });
});
