/** Where an answer stands against the server, as the candidate sees it. */
export type SaveState =
  /** Nothing typed since it was read or saved. */
  | 'idle'
  /** Typed, waiting for the pause that sends it. */
  | 'pending'
  | 'saving'
  | 'saved'
  /** The last save failed; the text is kept and sent again on retry or the next keystroke. */
  | 'error';

export interface AutosaveOptions {
  save: (text: string) => Promise<void>;
  /** Pause after the last keystroke before the answer is sent. */
  delayMs?: number;
  onChange?: (state: SaveState, error: unknown) => void;
}

/** The pause after typing before an answer is saved: short enough to lose nothing, long enough not to send each key. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves one answer while it is typed: one PUT after each pause, never two at once, always the
 * newest text last. A failed save keeps the text and says so; `retry` or the next keystroke
 * sends it again, and `flush` sends what is waiting at once (before moving on or submitting).
 */
export class Autosaver {
  private readonly save: (text: string) => Promise<void>;
  private readonly delayMs: number;
  private readonly onChange: (state: SaveState, error: unknown) => void;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  /** Text typed and not yet confirmed by the server. */
  private waiting: string | null = null;
  private lastSaved: string;
  /** The text of the save in flight. */
  private sending: string | null = null;
  private _state: SaveState = 'idle';
  private _error: unknown = null;
  private disposed = false;

  constructor(initial: string, { save, delayMs = AUTOSAVE_DELAY_MS, onChange }: AutosaveOptions) {
    this.save = save;
    this.delayMs = delayMs;
    this.onChange = onChange ?? (() => {});
    this.lastSaved = initial;
  }

  get state(): SaveState {
    return this._state;
  }

  get error(): unknown {
    return this._error;
  }

  /** Whether some text has not reached the server yet. */
  get dirty(): boolean {
    return this.waiting !== null || this.inFlight !== null || this._state === 'error';
  }

  /** The candidate typed: save after the pause. */
  change(text: string): void {
    if (this.disposed) return;
    clearTimeout(this.timer);
    // Text the server has, or is being sent right now, needs no new save.
    if (text === (this.inFlight ? this.sending : this.lastSaved)) {
      this.waiting = null;
      if (this._state === 'error' || this._state === 'pending') this.set(this.inFlight ? 'saving' : 'saved', null);
      return;
    }
    this.waiting = text;
    this.set('pending', null);
    this.timer = setTimeout(() => void this.run(), this.delayMs);
  }

  /**
   * Something sent with the text changed (the answer's integrity signals): send the text the
   * server has again, after the pause, unless newer text is already on its way. An answer the
   * server has no text of is left alone: its first save carries everything.
   */
  touch(): void {
    if (this.disposed || this.waiting !== null || this.inFlight || this.lastSaved === '') return;
    this.waiting = this.lastSaved;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), this.delayMs);
  }

  /** Sends what is waiting now; resolves true once everything typed is saved. */
  async flush(): Promise<boolean> {
    clearTimeout(this.timer);
    let tried = false;
    for (;;) {
      if (this.inFlight) {
        await this.inFlight.catch(() => {});
        continue;
      }
      if (this.waiting === null) return this._state !== 'error';
      if (tried && this._state === 'error') return false;
      tried = true;
      await this.run();
    }
  }

  /** Sends the text of a failed save again. */
  retry(): Promise<boolean> {
    return this.flush();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
  }

  private async run(): Promise<void> {
    if (this.inFlight) {
      // One save at a time: the newest text goes once this one is back.
      await this.inFlight.catch(() => {});
      // Another call may have started the next save meanwhile.
      if ((this.inFlight as Promise<void> | null) !== null) return;
    }
    const text = this.waiting;
    if (text === null) return;
    this.waiting = null;
    this.set('saving', null);
    this.sending = text;
    const attempt = this.save(text);
    this.inFlight = attempt;
    try {
      await attempt;
      this.lastSaved = text;
      this.inFlight = null;
      if (this.waiting !== null) {
        // Typed again while saving: that text goes next, at once if its pause has passed.
        if (this._state === 'saving') this.set('pending', null);
        return;
      }
      this.set('saved', null);
    } catch (error) {
      this.inFlight = null;
      // Keep the text for the retry unless something newer was typed meanwhile.
      if (this.waiting === null) this.waiting = text;
      this.set('error', error);
    }
  }

  private set(state: SaveState, error: unknown): void {
    this._state = state;
    this._error = error;
    if (!this.disposed) this.onChange(state, error);
  }
}
