import { NOTICE_DATA_COLLECTED, NOTICE_TEXTS } from '@hiring/shared/candidate-rights-constants';
import { INTERVIEW_MESSAGES, INTERVIEW_NOTICE, PRACTICE_QUESTION } from '@hiring/shared/interview-constants';
import { SELF_ID_MESSAGES } from '@hiring/shared/self-id-constants';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { EN, type MessageKey } from './messages-en';
import { ES } from './messages-es';

const i18n = setupI18n();
i18n.setMessagesCompiler(compileMessage);
i18n.load({ en: EN, es: ES });
const say = (language: 'en' | 'es', key: MessageKey, values?: Record<string, unknown>) => {
  i18n.activate(language);
  return i18n._(key, values);
};

describe("the candidate pages' words", () => {
  it('has a Spanish translation for every English key, and no Spanish key English lacks', () => {
    expect(Object.keys(ES).sort()).toEqual(Object.keys(EN).sort());
    for (const [key, text] of Object.entries(ES)) expect(text.trim(), key).not.toBe('');
  });

  it('leaves no Spanish text the same as the English', () => {
    const same = Object.keys(EN).filter((key) => EN[key as MessageKey] === ES[key as MessageKey]);
    expect(same).toEqual([]);
  });

  it('uses the same placeholders in both languages, and every message compiles', () => {
    const names = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
    for (const key of Object.keys(EN) as MessageKey[]) {
      expect(names(ES[key]), key).toEqual(names(EN[key]));
      expect(() => compileMessage(EN[key]), key).not.toThrow();
      expect(() => compileMessage(ES[key]), key).not.toThrow();
    }
  });

  it('says in English what the shared notice and messages say, so the English page is unchanged', () => {
    expect(say('en', 'notice.automatedAssessment')).toBe(INTERVIEW_NOTICE.automatedAssessment);
    expect(say('en', 'notice.humanReview', { company: 'Acme' })).toBe(INTERVIEW_NOTICE.humanReview('Acme'));
    expect(say('en', 'notice.retention', { days: 180 })).toBe(INTERVIEW_NOTICE.retention(180));
    expect(say('en', 'notice.alternative', { contact: 'a@b.test' })).toBe(INTERVIEW_NOTICE.alternative('a@b.test'));
    expect(say('en', 'notice.consentLabel')).toBe(INTERVIEW_NOTICE.consentLabel);
    expect(say('en', 'notice.integritySignals')).toBe(INTERVIEW_NOTICE.integritySignals);
    expect(say('en', 'notice.rightsIntro')).toBe(NOTICE_TEXTS.rightsIntro);
    expect(say('en', 'question.practiceQuestion')).toBe(PRACTICE_QUESTION.text);
    expect(say('en', 'save.failed')).toBe(INTERVIEW_MESSAGES.saveFailed);
    expect(say('en', 'notice.consentRequired')).toBe(INTERVIEW_MESSAGES.consentRequired);
    expect(say('en', 'selfId.intro')).toBe(SELF_ID_MESSAGES.intro);
    for (const [i, line] of NOTICE_DATA_COLLECTED.entries()) expect(say('en', `collected.${i}` as MessageKey)).toBe(line);
    expect(Object.keys(EN).filter((k) => k.startsWith('collected.'))).toHaveLength(NOTICE_DATA_COLLECTED.length);
  });

  it('counts in Spanish with its plural forms', () => {
    expect(say('es', 'question.words', { count: 1 })).toBe('1 palabra');
    expect(say('es', 'question.words', { count: 3 })).toBe('3 palabras');
    expect(say('es', 'notice.retention', { days: 1 })).toContain('durante 1 día después');
    expect(say('es', 'notice.retention', { days: 180 })).toContain('durante 180 días después');
    expect(say('es', 'review.unanswered', { count: 1, numbers: '2' })).toBe(
      'Responda todas las preguntas antes de enviar: la pregunta 2 sigue vacía.',
    );
    expect(say('en', 'review.unanswered', { count: 2, numbers: say('en', 'review.and', { list: '1, 2', last: 5 }) })).toBe(
      INTERVIEW_MESSAGES.unansweredQuestionNumbers([1, 2, 5]),
    );
  });

  it('tells a Spanish candidate honestly that the automated tools read English and a person scores what they cannot', () => {
    expect(say('es', 'notice.languageNote')).toBe(
      'Las herramientas automatizadas leen respuestas en inglés. Una respuesta que no pueden leer, por ejemplo una escrita en español, no la califican ellas: la califica una persona del equipo.',
    );
  });
});
