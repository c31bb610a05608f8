import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('request log redaction', () => {
  it('cuts the sandbox checkout token out of the logged address, on the page and its pay/fail posts', () => {
    expect(redactUrl('/api/billing/sandbox/checkout/sbx_secret-token_123')).toBe('/api/billing/sandbox/checkout/[redacted]');
    expect(redactUrl('/api/billing/sandbox/checkout/sbx_secret-token_123/pay')).toBe('/api/billing/sandbox/checkout/[redacted]/pay');
    expect(redactUrl('/api/billing/sandbox/checkout/sbx_secret-token_123/fail?x=1')).toBe(
      '/api/billing/sandbox/checkout/[redacted]/fail?x=1',
    );
  });

  it('still cuts mailed-link secrets and leaves other addresses alone', () => {
    expect(redactUrl('/auth/reset-password/abc?token=t')).toBe('/auth/reset-password/[redacted]?token=[redacted]');
    expect(redactUrl('/api/app/subscriptions/current')).toBe('/api/app/subscriptions/current');
  });

  it("cuts a candidate's interview token out of the page address and every public interview call", () => {
    expect(redactUrl('/interview/AbC_123-xyz')).toBe('/interview/[redacted]');
    expect(redactUrl('/api/public/interviews/AbC_123-xyz')).toBe('/api/public/interviews/[redacted]');
    expect(redactUrl('/api/public/interviews/AbC_123-xyz/answers/q1')).toBe('/api/public/interviews/[redacted]/answers/q1');
    expect(redactUrl('/api/app/interviews/3f2a')).toBe('/api/app/interviews/3f2a');
  });
});
