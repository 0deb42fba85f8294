import type { TrackerCredentials } from '@portal/contracts/externalApps';
import { kpiAddress } from '../kpi/kpiAddress';
import { trackerAddress, trackerLoginAddress } from './trackerAddress';

const credentials: TrackerCredentials = {
  isLicensed: true,
  userEmail: 'a.b+test@example.com',
  userPassword: 's3cret&pw=1',
  companyCode: 'C10001',
  trackerUrl: 'https://tracker.example.com/app?lang=en',
  loginUrl: '/stand-in/tracker-login',
};

describe('trackerAddress', () => {
  it('carries user, company, the clear-saved flag and the timestamp, encoded, and keeps the configured query', () => {
    const url = new URL(trackerAddress(credentials, 1700000000000, 'http://portal.test'));
    expect(url.origin + url.pathname).toBe('https://tracker.example.com/app');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'en', user: 'a.b+test@example.com', company: 'C10001', clearSaved: 'true', t: '1700000000000' });
  });

  it('never puts the password in an address', () => {
    expect(trackerAddress(credentials, 1, 'http://portal.test')).not.toContain('s3cret');
    expect(trackerLoginAddress(credentials, 'http://portal.test')).not.toContain('s3cret');
  });

  it('resolves a relative login address against the portal and hints the user name', () => {
    expect(trackerLoginAddress(credentials, 'http://portal.test')).toBe('http://portal.test/stand-in/tracker-login?login_hint=a.b%2Btest%40example.com&company=C10001');
  });
});

describe('kpiAddress', () => {
  it('adds the tokens as token and refresh', () => {
    const url = new URL(kpiAddress({ isLicensed: true, accessToken: 'a-b_c', refreshToken: 'r+1', dashboardUrl: 'https://kpi.example.com/d' }, 'http://portal.test'));
    expect(url.searchParams.get('token')).toBe('a-b_c');
    expect(url.searchParams.get('refresh')).toBe('r+1');
  });
});
