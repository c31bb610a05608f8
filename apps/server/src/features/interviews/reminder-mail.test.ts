import { describe, expect, it } from 'vitest';
import { interviewReminderMail, reminderDeadline } from './reminder-mail.ts';

const base = {
  to: 'grace@example.com',
  name: 'Grace Hopper',
  companyName: 'Acme',
  jobTitle: 'Backend Engineer',
  url: 'https://app.example.com/interview/tok',
  expiresAt: new Date('2026-12-09T14:30:00.000Z'),
};

describe('the reminder mail', () => {
  it('names the expiry in UTC, with the time', () => {
    expect(reminderDeadline(base.expiresAt)).toBe('9 December 2026 at 14:30 UTC');
  });

  it('asks a candidate who has not started, with their name, the role, the company, the link and the expiry', () => {
    const mail = interviewReminderMail({ ...base, started: false });
    expect(mail.to).toBe('grace@example.com');
    expect(mail.subject).toBe('Reminder: your interview for Backend Engineer at Acme');
    expect(mail.text).toBe(
      [
        'Hi Grace Hopper,',
        '',
        'Acme invited you to a written interview for the Backend Engineer role, and we noticed you have not started it yet.',
        'The link works until 9 December 2026 at 14:30 UTC. The questions take a short while to answer, your answers are saved as you type, and you can stop and come back with the same link.',
        '',
        'Start the interview: https://app.example.com/interview/tok',
        '',
        'If you are no longer interested in this role, you can simply ignore this email.',
        '',
        'This link is personal: please do not share it.',
      ].join('\n'),
    );
    expect(mail.html).toContain('href="https://app.example.com/interview/tok"');
  });

  it('asks a candidate who started to submit before the link stops working', () => {
    const mail = interviewReminderMail({ ...base, started: true });
    expect(mail.subject).toBe('Reminder: submit your interview for Backend Engineer at Acme');
    expect(mail.text).toContain(
      'You started the written interview for the Backend Engineer role at Acme, and your answers so far are saved.',
    );
    expect(mail.text).toContain('please finish and submit it before the link stops working on 9 December 2026 at 14:30 UTC.');
    expect(mail.text).toContain('Continue the interview: https://app.example.com/interview/tok');
  });

  it('escapes names in the HTML body', () => {
    const mail = interviewReminderMail({ ...base, name: '<b>Eve</b>', started: false });
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });
});
