import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SMS_ENV_VARIABLES, smsTransportFromEnv } from './index';
import { startGatewayDouble } from './testing';

const TWILIO = {
  SMS_DRIVER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+48732100200',
};

describe('smsTransportFromEnv', () => {
  it('SMS_DRIVER unset or log: no gateway, no problems (the log driver stays)', () => {
    for (const env of [{}, { SMS_DRIVER: 'log' }]) {
      assert.deepEqual(smsTransportFromEnv(env, { production: true }), { transport: null, problems: [], error: null });
    }
  });

  it('names every missing variable of the chosen gateway, and only those', () => {
    const twilio = smsTransportFromEnv({ SMS_DRIVER: 'twilio' }, { production: false });
    assert.equal(twilio.transport, null);
    assert.deepEqual(
      twilio.problems.map((p) => p.split(' ')[0]),
      ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
    );
    assert.match(twilio.error!, /^SMS_DRIVER=twilio needs these environment variables:\n {2}TWILIO_ACCOUNT_SID \(missing; /);

    const smsapi = smsTransportFromEnv({ SMS_DRIVER: 'smsapi', SMSAPI_TOKEN: ' ' }, { production: false });
    assert.deepEqual(smsapi.problems, [`SMSAPI_TOKEN (missing; ${SMS_ENV_VARIABLES.find((v) => v.name === 'SMSAPI_TOKEN')!.what})`]);
  });

  it('refuses an unknown driver, a bad country code, an SID that is no Account SID, and http in production', () => {
    assert.match(
      smsTransportFromEnv({ SMS_DRIVER: 'smtp' }, { production: false }).error!,
      /SMS_DRIVER \(got "smtp"; use log, smsapi or twilio\)/,
    );
    const problems = smsTransportFromEnv(
      {
        ...TWILIO,
        TWILIO_ACCOUNT_SID: 'SK0123456789abcdef0123456789abcdef',
        SMS_DEFAULT_COUNTRY_CODE: '048',
        TWILIO_API_URL: 'http://twilio.test',
      },
      { production: true },
    ).problems;
    assert.deepEqual(
      problems.map((p) => p.split(' ')[0]),
      ['SMS_DEFAULT_COUNTRY_CODE', 'TWILIO_API_URL', 'TWILIO_ACCOUNT_SID'],
    );
    assert.deepEqual(smsTransportFromEnv({ ...TWILIO, TWILIO_API_URL: 'http://127.0.0.1:1' }, { production: false }).problems, []);
  });

  it('builds the chosen transport with the defaults, and it sends through the configured address', async () => {
    assert.equal(smsTransportFromEnv(TWILIO, { production: true }).transport?.driver, 'twilio');

    const gateway = await startGatewayDouble(() => ({ status: 200, body: { count: 1, list: [{ id: 'abc', points: 0.16 }] } }));
    try {
      const { transport } = smsTransportFromEnv(
        { SMS_DRIVER: 'smsapi', SMSAPI_TOKEN: 'token', SMSAPI_URL: `${gateway.url}/sms.do`, SMS_DEFAULT_COUNTRY_CODE: '+49' },
        { production: false },
      );
      assert.deepEqual(await transport!.send({ to: '0151 12345678', text: 'Kod: 1' }), { response: 'abc' });
      assert.equal(gateway.received[0]!.form.get('to'), '4915112345678');
      assert.equal(gateway.received[0]!.form.has('from'), false);
    } finally {
      await gateway.close();
    }
  });
});
