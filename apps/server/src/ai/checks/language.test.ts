import { describe, expect, it } from 'vitest';
import { detectLanguage, MIN_PROSE_WORDS, proseWords } from './language.ts';

const en = { expected: ['en'] };

describe('detectLanguage', () => {
  it.each([
    ['Usé Kubernetes y Docker para desplegar los servicios en producción, y medí la latencia con Prometheus.', 'es'],
    ['Mi experiencia con bases de datos es amplia y variada.', 'es'],
    ['Ich habe die Datenbank migriert und die Abfragen mit Indizes beschleunigt.', 'de'],
    ['Je travaille en équipe et je communique bien avec les patients.', 'fr'],
    ['Eu trabalhei com Java e Spring durante cinco anos.', 'pt'],
    ['Я отвечал за миграцию базы данных и настройку индексов.', 'ru'],
    ['我在上一家公司负责数据库性能优化，把查询时间从两秒降到了一百毫秒。', 'zh'],
  ])('reads %s as %s, even where English is expected', (text, code) => {
    expect(detectLanguage(text, en)).toBe(code);
  });

  it.each([
    'I used Kubernetes, Docker and Terraform with GitHub Actions for CI/CD pipelines.',
    'I wrote unit tests with Jest and Playwright.',
    'We used kubectl, helm, argocd and terraform daily.',
    'Mostly pandas, numpy, scikit-learn and pytorch.',
    'I set up nginx as a reverse proxy and tuned worker_connections.',
    'SELECT * FROM users WHERE id = 1; then I added an index on email.',
    'Good communication, teamwork, leadership, problem solving.',
  ])('reads an English answer full of tool names and code as English: %s', (text) => {
    expect(detectLanguage(text, en)).toBe('en');
  });

  it.each([
    'Yes, I have done that many times before.',
    'I would ask the team first, then decide.',
    'I usually start by reproducing the bug locally.',
  ])('reads an English answer of eight words as English: %s', (text) => {
    expect(text.split(' ')).toHaveLength(8);
    expect(detectLanguage(text, en)).toBe('en');
  });

  it('cannot tell the language of a few words or a list of names', () => {
    expect(detectLanguage('I am a team player.', en)).toBeNull();
    expect(detectLanguage('Kafka, Redis, PostgreSQL, gRPC, React, TypeScript, AWS Lambda, S3, DynamoDB.', en)).toBeNull();
    expect(detectLanguage('', en)).toBeNull();
  });

  it(`needs ${MIN_PROSE_WORDS} words of prose in a script with spaces`, () => {
    const words = 'the team shipped every release on time'.split(' ');
    expect(detectLanguage(words.slice(0, MIN_PROSE_WORDS - 1).join(' '))).toBeNull();
    expect(detectLanguage(words.slice(0, MIN_PROSE_WORDS + 1).join(' '), en)).toBe('en');
  });

  it('lets the expected language win a close call on short prose, not on a paragraph in another language', () => {
    const spanish =
      'El cliente envía una clave de idempotencia con cada intento de pago. El servidor guarda la clave con la respuesta en la misma transacción.';
    expect(detectLanguage(spanish, en)).toBe('es');
    expect(detectLanguage('Mostly pandas, numpy, scikit-learn and pytorch.')).not.toBe('en');
  });

  it('takes a capitalised word for prose only at the start of a sentence, and drops code, links and identifiers', () => {
    expect(
      proseWords('I tuned Postgres. Then `SELECT 1` ran; see https://x.io/a or me@x.io and pg_stat_statements, camelCase, v2'),
    ).toEqual(['I', 'tuned', 'Then', 'ran', 'see', 'or', 'and']);
  });

  it('reads a long answer in well under the 5 ms a score may take', () => {
    const text = 'I led the migration from a monolith to microservices and cut deploy time from two hours to ten minutes. '.repeat(20);
    detectLanguage(text, en);
    // The median of single runs: a busy machine's pauses land on a few runs, not on the typical one.
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const start = performance.now();
      detectLanguage(text, en);
      times.push(performance.now() - start);
    }
    expect(times.sort((a, b) => a - b)[10]!).toBeLessThan(5);
  });
});
