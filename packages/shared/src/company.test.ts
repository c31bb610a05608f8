import { describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  NUL_CHARACTER_MESSAGE,
  COMPANY_SAVE_SUCCESS_MS,
  companyCompletionPercent,
  isValidWebsite,
  missingCompanyFields,
  normalizeWebsite,
  updateCompanyContextSchema,
} from './company.ts';

describe('company form (spec 02 §2.4, §5)', () => {
  it.each([
    ['example.com', true],
    ['www.example.co.uk', true],
    ['http://example.com', true],
    ['https://example.com/careers?x=1', true],
    ['sub-domain.example.io:8080/path', true],
    ['', true],
    ['not a url', false],
    ['example', false],
    ['ftp://example.com', false],
    ['https://', false],
    ['exa mple.com', false],
  ])('website %j is valid: %s', (value, valid) => {
    expect(isValidWebsite(value)).toBe(valid);
  });

  it('adds https:// to a website without a scheme on save and clears a blank one', () => {
    expect(normalizeWebsite('example.com')).toBe('https://example.com');
    expect(normalizeWebsite('http://example.com')).toBe('http://example.com');
    expect(normalizeWebsite('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(normalizeWebsite('  ')).toBeNull();
    expect(updateCompanyContextSchema.parse({ website: 'acme.io' }).website).toBe('https://acme.io');
  });

  it("refuses a bad website with 'Please enter a valid website URL'", () => {
    const result = updateCompanyContextSchema.safeParse({ website: 'nope' });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid website URL');
    expect(COMPANY_MESSAGES.invalidWebsite).toBe('Please enter a valid website URL');
  });

  it('lists industry, size and description as the required fields still missing', () => {
    expect(missingCompanyFields({})).toEqual(['industry', 'size', 'description']);
    expect(missingCompanyFields({ industry: 'technology', size: ' ', description: 'We build things' })).toEqual(['size']);
    expect(missingCompanyFields({ industry: 'technology', size: '1-10', description: 'We build things' })).toEqual([]);
  });

  it('computes completion as the share of the five fields filled; a placeholder name is empty', () => {
    expect(companyCompletionPercent({})).toBe(0);
    expect(companyCompletionPercent({ name: 'Acme', industry: 'technology' })).toBe(40);
    expect(companyCompletionPercent({ name: 'Company-1a2b3c4d', industry: 'technology' })).toBe(20);
    // An invalid website is not a filled field.
    expect(companyCompletionPercent({ industry: 'technology', website: 'not a site' })).toBe(20);
    expect(companyCompletionPercent({ industry: 'technology', website: 'acme.io' })).toBe(40);
    expect(
      companyCompletionPercent({ name: 'Acme', industry: 'technology', size: '1-10', description: 'x', website: 'https://a.io' }),
    ).toBe(100);
  });

  it('shows the success message for 3 seconds with the spec messages', () => {
    expect(COMPANY_SAVE_SUCCESS_MS).toBe(3000);
    expect(COMPANY_MESSAGES.updated).toBe('Company information updated successfully!');
    expect(COMPANY_MESSAGES.loadFailed).toBe('Failed to load company information. Please try again.');
    expect(COMPANY_MESSAGES.updateFailed).toBe('Failed to update company information. Please try again.');
  });

  it('refuses the NUL character in the company fields, since PostgreSQL cannot store it', () => {
    for (const field of ['name', 'industry', 'size', 'description', 'website']) {
      const result = updateCompanyContextSchema.safeParse({ [field]: 'Acme\u0000' });
      expect(result.success).toBe(false);
    }
    for (const field of ['name', 'industry', 'size', 'description']) {
      const result = updateCompanyContextSchema.safeParse({ [field]: 'Acme\u0000' });
      expect(result.error?.issues.map((i) => i.message)).toEqual([NUL_CHARACTER_MESSAGE]);
    }
  });
});
