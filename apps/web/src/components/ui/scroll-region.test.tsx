import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './scroll-region';

function widths(scroll: number, client: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

describe('scroll region', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named region a keyboard reaches while its table is wider than the frame', () => {
    widths(640, 360);
    render(
      <ScrollRegion label="Agreement per goal">
        <table />
      </ScrollRegion>,
    );
    expect(screen.getByRole('region', { name: 'Agreement per goal' }).getAttribute('tabindex')).toBe('0');
  });

  it('is no stop of its own while everything fits', () => {
    widths(360, 360);
    render(
      <ScrollRegion label="Invoices">
        <table />
      </ScrollRegion>,
    );
    expect(screen.getByRole('region', { name: 'Invoices' }).hasAttribute('tabindex')).toBe(false);
  });
});
