/** Stored failure reasons as the outbox sender writes them, and what each means for the person waiting. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deliveryFailureKind } from './failure-kind';

describe('deliveryFailureKind', () => {
  it('reads the SMS gateways’ own codes: the number, the account’s setup, the gateway’s trouble', () => {
    assert.equal(deliveryFailureKind('sms', '13 SMSAPI error 13: no valid phone number'), 'recipient');
    assert.equal(deliveryFailureKind('sms', 'invalid-number SMSAPI: the recipient is not a phone number'), 'recipient');
    assert.equal(deliveryFailureKind('sms', '103 SMSAPI error 103: no points left on the account'), 'setup');
    assert.equal(deliveryFailureKind('sms', '999 SMSAPI error 999: SMSAPI internal error'), 'unreachable');
    assert.equal(deliveryFailureKind('sms', "21211 Twilio HTTP 400: The 'To' number is not a valid phone number."), 'recipient');
    assert.equal(deliveryFailureKind('sms', '20003 Twilio HTTP 401: Authenticate'), 'setup');
    assert.equal(deliveryFailureKind('sms', '401 SMSAPI: HTTP 401'), 'setup');
    assert.equal(deliveryFailureKind('sms', '503 Twilio HTTP 503: no error message'), 'unreachable');
    assert.equal(deliveryFailureKind('sms', 'timeout SMSAPI: no answer within 10000 ms'), 'unreachable');
    assert.equal(deliveryFailureKind('sms', 'ECONNREFUSED Twilio: ECONNREFUSED'), 'unreachable');
    assert.equal(deliveryFailureKind('sms', 'unexpected-answer SMSAPI: the answer names no message id'), 'other');
  });

  it('reads SMTP replies: 5xx refused the recipient, 535 and EAUTH the login, no connection the server', () => {
    assert.equal(deliveryFailureKind('mail', '550 5.1.1 <jan@acme.test>: Recipient address rejected'), 'recipient');
    assert.equal(deliveryFailureKind('mail', '535 5.7.8 Authentication credentials invalid'), 'setup');
    assert.equal(deliveryFailureKind('mail', 'EAUTH Invalid login'), 'setup');
    assert.equal(deliveryFailureKind('mail', 'ECONNECTION connect ECONNREFUSED 10.0.0.5:25'), 'unreachable');
    assert.equal(deliveryFailureKind('mail', '451 4.3.0 try again later'), 'unreachable');
    assert.equal(deliveryFailureKind('mail', null), 'other');
  });
});
