import { afterEach, describe, expect, it } from 'vitest';
import { applyConsentToCampaign, campaignOf, captureCampaign, orderTracking, readCampaign, readCje } from './campaign';

const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );

describe('campaign data', () => {
  afterEach(() => {
    for (const name of ['utm', 'cje']) document.cookie = `${name}=; Max-Age=0; Path=/`;
    sessionStorage.clear();
  });

  it('takes every utm_ key lowercased and click_id, trimmed and cut, at most twenty keys', () => {
    expect(
      campaignOf(`?UTM_Source=%20news%20&utm_foo=y&click_id=z&page=2&utm_empty=&utm_long=${'x'.repeat(300)}`),
    ).toEqual({
      utm_source: 'news',
      utm_foo: 'y',
      click_id: 'z',
      utm_long: 'x'.repeat(200),
    });
    const many = Array.from({ length: 30 }, (_, index) => `utm_k${index}=v`).join('&');
    expect(Object.keys(campaignOf(`?${many}`))).toHaveLength(20);
  });

  it('lives in session storage only without advertising consent, and moves to the cookies once given', () => {
    captureCampaign('?utm_source=x&utm_foo=y&click_id=z&cje=abc', { analytics: true, advertising: false });
    expect(cookies()).toEqual({});
    expect(readCampaign()).toEqual({ utm_source: 'x', utm_foo: 'y', click_id: 'z' });
    expect(readCje()).toBe('abc');

    applyConsentToCampaign({ analytics: false, advertising: true });
    expect(sessionStorage.length).toBe(0);
    expect(JSON.parse(decodeURIComponent(cookies()['utm'] ?? ''))).toEqual({
      utm_source: 'x',
      utm_foo: 'y',
      click_id: 'z',
    });
    expect(cookies()['cje']).toBe('abc');
    expect(orderTracking()).toEqual({ utm_source: 'x', click_id: 'z', cje: 'abc' });
  });

  it('goes straight to the cookies with advertising consent; a URL without campaign keys keeps what was kept', () => {
    captureCampaign('?utm_source=mail', { analytics: false, advertising: true });
    captureCampaign('?page=2', { analytics: false, advertising: true });
    expect(sessionStorage.length).toBe(0);
    expect(readCampaign()).toEqual({ utm_source: 'mail' });
    expect(readCje()).toBeNull();
    captureCampaign(`?cje=${'c'.repeat(600)}`, { analytics: false, advertising: true });
    expect(orderTracking()).toEqual({ utm_source: 'mail', cje: 'c'.repeat(500) });
  });
});
