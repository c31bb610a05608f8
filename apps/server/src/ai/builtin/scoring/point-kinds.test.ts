import { describe, expect, it } from 'vitest';
import { COMPETENCY_PATTERNS, TECHNICAL_PATTERNS } from '../kb/index.ts';
import { givesLabel, isPatternLabel } from './point-kinds.ts';
import { shapeOf } from './shape.ts';

/** Decision 821: a pattern's label is read by the kinds of content it asks for, not by its words. */
const gives = (point: string, text: string) => givesLabel(point, text, shapeOf(text, [{ text, start: 0, end: text.length }]));

describe("the knowledge base's labels for parts of an answer", () => {
  it("are the patterns' points that name no duty, in any case and with either apostrophe", () => {
    expect(isPatternLabel('A real error it caught')).toBe(true);
    expect(isPatternLabel('their own actions, not the team\u2019s')).toBe(true);
    expect(isPatternLabel("Their own actions, not the team's")).toBe(true);
    expect(isPatternLabel('A concrete routine to check their work when they {duty}')).toBe(false);
    expect(isPatternLabel('A concrete routine to check their work when they take radiographs')).toBe(false);
    expect(isPatternLabel('An idempotency key sent by the client')).toBe(false);
  });

  it('each ask for at least one kind of content the reader knows', () => {
    const points = [...TECHNICAL_PATTERNS, ...Object.values(COMPETENCY_PATTERNS).flat()]
      .flatMap((p) => p.points)
      .filter((p) => !p.includes('{'));
    expect(points.length).toBeGreaterThan(50);
    expect(points.filter((p) => gives(p, '') === null)).toEqual([]);
  });

  it('are met in a field\'s own words: "the bladder was cut off ... I reshot it" is an error caught', () => {
    expect(gives('A real error it caught', 'When I checked, the bladder was cut off at the caudal edge, so I reshot it.')).toBe(true);
    expect(gives('Why each check is there', 'I check the marker because a film without one cannot be read.')).toBe(true);
    expect(gives('How they reached agreement', 'We went to the doctor with both concerns and she agreed on a compromise.')).toBe(true);
  });

  it('are not met by an answer without that kind of content', () => {
    expect(gives('A real error it caught', 'I look at every film before I send it to the doctor.')).toBe(false);
    expect(gives('Why each check is there', 'I look at the film and send it on.')).toBe(false);
    expect(gives('How they reached agreement', 'I set the rate the doctor wrote.')).toBe(false);
  });

  it('ask for every kind they name: "What they chose to let wait, and why" needs an order and a reason', () => {
    expect(gives('What they chose to let wait, and why', 'The charting waited until later, after the crash cart was back.')).toBe(false);
    expect(gives('What they chose to let wait, and why', 'The charting waited until later because the patient came first.')).toBe(true);
  });
});
