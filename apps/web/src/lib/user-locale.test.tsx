import { displayLocale, formatNumber } from '@hiring/shared/locale';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { clearSession, setTokens, setUser } from './session-storage';
import { useUserLocale } from './user-locale';

function Page() {
  useUserLocale();
  return <p>{formatNumber(1234.5)}</p>;
}

afterEach(() => clearSession());

describe("the signed-in user's Language and region", () => {
  it('formats the first draw of a signed-in page in the locale saved on the profile', () => {
    setTokens('access-1', 'refresh-1');
    setUser(makeUser({ display_locale: 'de-DE' }));
    const { container } = render(<Page />);
    expect(displayLocale()).toBe('de-DE');
    expect(container.textContent).toBe('1.234,5');
  });

  it('follows the browser again when the user chose none', () => {
    setTokens('access-1', 'refresh-1');
    setUser(makeUser({ display_locale: 'fr-FR' }));
    render(<Page />);
    expect(displayLocale()).toBe('fr-FR');
    setUser(makeUser({ display_locale: null }));
    render(<Page />);
    expect(displayLocale()).toBe(navigator.languages[0] ?? navigator.language);
  });
});
