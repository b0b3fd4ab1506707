import type { SystemStatus, Whitelabel } from '../../api/schemas/system';
import type { SystemSnapshotData } from './system-status.types';

/** A complete, realistic permission response; tests and the visualiser share it. */
export const whitelabelFixture: Whitelabel = {
  info: {
    whitelabel: [
      {
        modId: 'REGISTRATION',
        enabled: '1',
        childrenNodes: [
          { modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] },
          { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] },
          { modId: 'MOBILENUMREG3', enabled: '1', childrenNodes: [] },
        ],
      },
      {
        modId: 'LOGIN',
        enabled: '1',
        childrenNodes: [
          { modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] },
          { modId: 'MOBILEVERCODELOGIN3', enabled: '1', childrenNodes: [] },
        ],
      },
    ],
    register: { captcha: true, affiliateCode: true },
    resources: [],
    customerService: { version: { pathList: [{ type: 1, path: '/helpmc' }] } },
    imageCDNs: [''],
    launchGameCDNs: [''],
    analytics: {},
    brand: {
      merchantCode: 'bd01',
      name: 'Demo',
      platform: 'web',
      lotteryType: 'Elott',
      device: 'WEB',
      defaultLanguage: 'BN',
      languages: ['bn', 'en'],
      chatHeaderColor: '#0f1b2d',
      currencySymbol: 'P',
    },
    settings: { loginedToHomePage: false, flowsEnabled: false },
  },
  location: { ip: '203.0.113.7', country: 'BD' },
  maintenance: false,
  regionRestriction: false,
};

function withStatus(status: SystemStatus): SystemSnapshotData {
  return { status, whitelabel: whitelabelFixture };
}

export const systemFixtures = {
  normal: withStatus({ status: 0, ip: '203.0.113.7', country: 'BD', maintenanceMessage: null }),
  maintenance: withStatus({ status: 1, ip: '203.0.113.7', country: 'BD', maintenanceMessage: 'Back at 10:00' }),
  regionRestricted: withStatus({ status: 2, ip: '198.51.100.23', country: 'US', maintenanceMessage: null }),
};
