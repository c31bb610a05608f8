import { readableFlags, signalBadges } from '@hiring/shared/integrity';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerSignals } from './answer-signals';

const integrity = { paste_count: 2, pasted_chars: 1234, tab_leaves: 3, seconds: 130 };
const describedBy = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the signals beside an answer on the review', () => {
  it('show the pasting, tab leaves and time as badges in words, each described by its reason', () => {
    render(<AnswerSignals answer={{ question_order: 2, integrity, flags: [] }} />);
    const list = screen.getByRole('list', { name: 'Integrity signals' });
    const [paste, tab, time] = signalBadges(integrity);
    for (const b of [paste!, tab!, time!]) {
      const badge = within(list).getByRole('button', { name: b.label });
      expect(describedBy(badge)).toBe(b.reason);
    }
    expect(within(list).getByRole('button', { name: 'Pasted 1,234 characters (2 pastes)' }).className).toContain('amber');
    expect(within(list).getByRole('button', { name: '2 min 10 s on this question' }).className).not.toContain('amber');
    expect(screen.getByRole('region', { name: 'Signals, question 2' }).textContent).toContain('no score uses them');
  });

  it("show the AI's flags in words with their reasons, never the codes", () => {
    const flags = readableFlags(['duplicate_answer', 'keyword_template']);
    render(<AnswerSignals answer={{ question_order: 1, integrity: null, flags }} />);
    const list = screen.getByRole('list', { name: 'AI flags' });
    expect(list.textContent).not.toMatch(/duplicate_answer|keyword_template/);
    expect(describedBy(within(list).getByRole('button', { name: 'Same answer as another question' }))).toBe(flags[0]!.reason);
    expect(screen.queryByRole('list', { name: 'Integrity signals' })).toBeNull();
    // The AI's flags are part of its scoring: the note that no score uses the signals is not put beside them alone.
    expect(screen.getByRole('region', { name: 'Signals, question 1' }).textContent).not.toContain('no score uses them');
  });

  it('show nothing when nothing was recorded and the AI raised nothing', () => {
    const { container } = render(<AnswerSignals answer={{ question_order: 1, integrity: null, flags: [] }} />);
    expect(container.textContent).toBe('');
  });
});
