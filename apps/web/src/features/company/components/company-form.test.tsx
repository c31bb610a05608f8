import { COMPANY_MESSAGES, COMPANY_SAVE_SUCCESS_MS, type CompanyContext } from '@hiring/shared/company';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { CompanyForm, type CompanyFormProps } from './company-form';

function makeContext(overrides: Partial<CompanyContext> = {}): CompanyContext {
  return {
    id: 'c1',
    name: 'Acme',
    industry: 'technology',
    size: '11-50',
    description: 'We build rockets.',
    website: 'https://acme.example',
    has_all_fields: true,
    missing_fields: [],
    last_updated: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const EMPTY = makeContext({
  name: 'Company-1234',
  industry: null,
  size: null,
  description: null,
  website: null,
  has_all_fields: false,
  missing_fields: ['industry', 'size', 'description'],
});

const renderForm = (props: CompanyFormProps = {}) => {
  signIn('owner');
  return renderAt(<CompanyForm {...props} />);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('company form loading', () => {
  it('shows a skeleton while the context loads', () => {
    mockFetch({ 'GET /app/company/context': () => new Promise(() => {}) as never });
    renderForm();
    expect(screen.getByRole('status', { name: 'Loading company information' })).toBeTruthy();
  });

  it('says "Failed to load company information. Please try again." with Retry that loads again', async () => {
    let healthy = false;
    mockFetch({ 'GET /app/company/context': () => (healthy ? ok(makeContext()) : fail(500)) });
    renderForm();
    expect((await screen.findByRole('alert')).textContent).toContain(COMPANY_MESSAGES.loadFailed);
    healthy = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Acme')).toBeTruthy();
  });
});

describe('company form modes', () => {
  it('opens in view mode when every field is filled, and Edit switches to the form', async () => {
    mockFetch({ 'GET /app/company/context': ok(makeContext()) });
    renderForm();
    expect(await screen.findByText('Acme')).toBeTruthy();
    // Labels from the constants fallback lists, not raw values.
    expect(screen.getByText('Technology')).toBeTruthy();
    expect(screen.getByText('11-50 employees')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Company Name/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Company Information' }));
    expect((screen.getByRole('textbox', { name: /Company Name/ }) as HTMLInputElement).value).toBe('Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Company Information' })).toBeTruthy();
  });

  it('opens in edit mode while fields are missing and marks them with a red border', async () => {
    mockFetch({ 'GET /app/company/context': ok(EMPTY) });
    renderForm();
    const industry = await screen.findByRole('combobox', { name: /Industry/ });
    expect(industry.getAttribute('data-missing')).toBe('true');
    expect(industry.className).toContain('border-rose-400');
    expect(screen.getByRole('combobox', { name: /Company Size/ }).getAttribute('data-missing')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Company Description/ }).getAttribute('data-missing')).toBe('true');
    // Website and name are optional: no required mark, no red border.
    expect(screen.getByRole('textbox', { name: 'Website' }).getAttribute('data-missing')).toBeNull();
  });

  it('marks Industry, Company Size and Company Description required, and only those', async () => {
    mockFetch({ 'GET /app/company/context': ok(EMPTY) });
    renderForm();
    await screen.findByRole('combobox', { name: /Industry/ });
    expect(screen.getByRole('combobox', { name: /^Industry\s*\(required\)$/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Company Size\s*\(required\)$/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Company Description\s*\(required\)$/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Website' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toBeTruthy();
  });

  it('does not prefill a placeholder "Company-" name', async () => {
    mockFetch({ 'GET /app/company/context': ok(EMPTY) });
    renderForm();
    expect(((await screen.findByRole('textbox', { name: 'Company Name' })) as HTMLInputElement).value).toBe('');
  });

  it('shows the share of the five fields filled as the completion percentage', async () => {
    mockFetch({ 'GET /app/company/context': ok(makeContext({ website: null, description: null })) });
    renderForm({ initialMode: 'view' });
    const meter = await screen.findByRole('progressbar', { name: 'Profile completion' });
    expect(meter.getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByText('60% complete')).toBeTruthy();
  });

  it('updates the completion percentage while typing in edit mode', async () => {
    mockFetch({ 'GET /app/company/context': ok(EMPTY) });
    renderForm();
    const meter = await screen.findByRole('progressbar', { name: 'Profile completion' });
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.change(screen.getByRole('combobox', { name: /Industry/ }), { target: { value: 'finance' } });
    expect(meter.getAttribute('aria-valuenow')).toBe('20');
  });

  it('does not count an invalid website towards the completion percentage', async () => {
    mockFetch({ 'GET /app/company/context': ok(EMPTY) });
    renderForm();
    const meter = await screen.findByRole('progressbar', { name: 'Profile completion' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Website' }), { target: { value: 'not a site' } });
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.change(screen.getByRole('textbox', { name: 'Website' }), { target: { value: 'acme.example' } });
    expect(meter.getAttribute('aria-valuenow')).toBe('20');
  });

  it.each(['full', 'compact', 'minimal'] as const)('renders the %s variant', async (variant) => {
    mockFetch({ 'GET /app/company/context': ok(EMPTY) });
    const { container } = renderForm({ variant });
    await screen.findByRole('combobox', { name: /Industry/ });
    expect(container.querySelector(`[data-variant="${variant}"]`)).toBeTruthy();
    // The minimal variant keeps only what AI recommendations need plus the website.
    expect(screen.queryByRole('textbox', { name: 'Company Name' }) === null).toBe(variant === 'minimal');
  });

  it('passes every loaded context to onContextChange', async () => {
    mockFetch({ 'GET /app/company/context': ok(EMPTY) });
    const onContextChange = vi.fn();
    renderForm({ onContextChange });
    await screen.findByRole('combobox', { name: /Industry/ });
    expect(onContextChange).toHaveBeenCalledWith(expect.objectContaining({ has_all_fields: false }));
  });
});

describe('company form website rule', () => {
  it('says "Please enter a valid website URL" on each change and disables Save while it stands', async () => {
    mockFetch({ 'GET /app/company/context': ok(EMPTY) });
    renderForm();
    const website = await screen.findByRole('textbox', { name: 'Website' });
    const save = screen.getByRole('button', { name: 'Save Company Information' }) as HTMLButtonElement;
    fireEvent.change(website, { target: { value: 'not a site' } });
    expect(screen.getByText(COMPANY_MESSAGES.invalidWebsite)).toBeTruthy();
    expect(website.getAttribute('aria-invalid')).toBe('true');
    expect(save.disabled).toBe(true);
    fireEvent.change(website, { target: { value: 'http://acme.example' } });
    expect(screen.queryByText(COMPANY_MESSAGES.invalidWebsite)).toBeNull();
    expect(save.disabled).toBe(false);
  });

  it('adds https:// to a website without a scheme when saving, and sends the update body', async () => {
    const { callsTo } = mockFetch({
      'GET /app/company/context': ok(EMPTY),
      'PUT /app/company/context': (call) => ok(makeContext({ ...(call.body as object), has_all_fields: true, missing_fields: [] })),
    });
    renderForm();
    fireEvent.change(await screen.findByRole('combobox', { name: /Industry/ }), { target: { value: 'finance' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Company Size/ }), { target: { value: '51-200' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Company Description/ }), { target: { value: '  Banking for all.  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Company Name' }), { target: { value: 'Acme Bank' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Website' }), { target: { value: 'acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company Information' }));
    expect(await screen.findByText(COMPANY_MESSAGES.updated)).toBeTruthy();
    expect(callsTo('PUT /app/company/context')[0]?.body).toEqual({
      name: 'Acme Bank',
      industry: 'finance',
      size: '51-200',
      description: 'Banking for all.',
      website: 'https://acme.example',
    });
    // Back in view mode with the saved values.
    expect(screen.getByRole('link', { name: 'https://acme.example' })).toBeTruthy();
  });
});

describe('company form saving', () => {
  it('shows "Company information updated successfully!" for 3 seconds', async () => {
    mockFetch({
      'GET /app/company/context': ok(makeContext()),
      'PUT /app/company/context': ok(makeContext({ description: 'New words.' })),
    });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Company Information' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Company Description/ }), { target: { value: 'New words.' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company Information' }));
    expect(await screen.findByText(COMPANY_MESSAGES.updated)).toBeTruthy();
    act(() => vi.advanceTimersByTime(COMPANY_SAVE_SUCCESS_MS - 100));
    expect(screen.queryByText(COMPANY_MESSAGES.updated)).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(COMPANY_MESSAGES.updated)).toBeNull();
  });

  it('says "Failed to update company information. Please try again." and stays in edit mode', async () => {
    mockFetch({ 'GET /app/company/context': ok(EMPTY), 'PUT /app/company/context': fail(500) });
    renderForm();
    fireEvent.change(await screen.findByRole('combobox', { name: /Industry/ }), { target: { value: 'finance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company Information' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(COMPANY_MESSAGES.updateFailed);
    expect(within(alert.parentElement as HTMLElement).queryByText(COMPANY_MESSAGES.updated)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Company Information' })).toBeTruthy();
  });

  it('does not block saving with required fields empty (required marks only)', async () => {
    const { callsTo } = mockFetch({ 'GET /app/company/context': ok(EMPTY), 'PUT /app/company/context': ok(EMPTY) });
    renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Company Name' }), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company Information' }));
    await screen.findByText(COMPANY_MESSAGES.updated);
    expect(callsTo('PUT /app/company/context')).toHaveLength(1);
  });

  it('says "No changes to save." instead of "updated successfully" when nothing was changed, and sends nothing', async () => {
    const { callsTo } = mockFetch({ 'GET /app/company/context': ok(makeContext()), 'PUT /app/company/context': ok(makeContext()) });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Company Information' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Company Information' }));
    expect((await screen.findByRole('status')).textContent).toBe(COMPANY_MESSAGES.nothingChanged);
    expect(screen.queryByText(COMPANY_MESSAGES.updated)).toBeNull();
    expect(callsTo('PUT /app/company/context')).toHaveLength(0);
  });

  it("puts the server's field errors of a refused save on the fields", async () => {
    mockFetch({
      'GET /app/company/context': ok(EMPTY),
      'PUT /app/company/context': fail(400, 'Validation failed', { description: 'Company description is too long' }),
    });
    renderForm();
    const description = await screen.findByRole('textbox', { name: /Company Description/ });
    fireEvent.change(description, { target: { value: 'Words.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company Information' }));
    expect(await screen.findByText('Company description is too long')).toBeTruthy();
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain(COMPANY_MESSAGES.updateFailed);
  });
});
