import { describe, expect, it } from 'vitest';
import { loggedWebhookUrl } from './logged-url.ts';

describe('a webhook address as the decision log shows it', () => {
  it('keeps a plain address whole, so the team can tell its webhooks apart', () => {
    expect(loggedWebhookUrl('https://ats.example.com/hooks/hiresignal')).toBe('https://ats.example.com/hooks/hiresignal');
    expect(loggedWebhookUrl('http://127.0.0.1:4321/receiver/3')).toBe('http://127.0.0.1:4321/receiver/3');
  });

  it('hides a token in the path but its last four characters', () => {
    expect(loggedWebhookUrl('https://hooks.slack.com/services/T0001/B0002/XXXXXXXXXXXXXXXXXXXXxyz9')).toBe(
      'https://hooks.slack.com/services/T0001/B0002/…xyz9',
    );
    const discord = `https://discord.com/api/webhooks/123456789012345678/${'a'.repeat(60)}wxyz`;
    expect(loggedWebhookUrl(discord)).toBe('https://discord.com/api/webhooks/123456789012345678/…wxyz');
  });

  it('drops user info, query and fragment, which may carry a secret', () => {
    expect(loggedWebhookUrl('https://user:pa55word@ats.example.com/in?token=s3cr3t&x=1#frag')).toBe('https://ats.example.com/in?…');
    expect(loggedWebhookUrl('https://ats.example.com/in#only-a-fragment')).toBe('https://ats.example.com/in?…');
  });

  it('says so when the stored text is not an address at all', () => {
    expect(loggedWebhookUrl('not a url')).toBe('(an address that is not a URL)');
  });
});
